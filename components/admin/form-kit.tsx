/** What the admin's forms share: field and button styles and the status/alert lines. */

export type Notice = { kind: 'status' | 'alert'; text: string } | null;

export const inputClass =
  'mt-1 h-11 w-full rounded-lg border border-border bg-background px-3 text-base text-foreground';
export const primaryClass =
  'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 dark:bg-brand-300 dark:text-slate-950';
export const secondaryClass =
  'inline-flex h-11 items-center justify-center rounded-lg border border-border px-4 font-semibold hover:bg-muted disabled:opacity-60';

/**
 * Two live regions, always rendered so that screen readers announce a change: a status line for
 * what worked and an alert line for what did not.
 */
export function NoticeLines({ notice }: { notice: Notice }) {
  return (
    <>
      <p role="status" className="min-h-6 font-medium text-brand-800 dark:text-brand-200">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p role="alert" className="min-h-6 font-medium text-red-700 dark:text-red-300">
        {notice?.kind === 'alert' ? notice.text : ''}
      </p>
    </>
  );
}
