/**
 * What the admin's forms share: the JSON request, field and button styles and the status/alert
 * lines.
 */

export type Notice = { kind: 'status' | 'alert'; text: string } | null;

/** A JSON request from the admin page; the server's error message, or the body when it succeeded. */
export async function send<T = unknown>(
  url: string,
  method: string,
  body?: unknown,
): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: data as T };
    return {
      ok: false,
      message: data?.error?.message ?? `The server answered ${response.status}.`,
    };
  } catch {
    return { ok: false, message: 'The server could not be reached. Try again.' };
  }
}

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

/**
 * A small button in a table row that acts on that row. Its visible label is short (“Remove”);
 * `about` completes it for screen readers (“Remove ana@example.com”), so a list of rows does not
 * read as the same button again and again.
 */
export function RowAction({
  label,
  about,
  disabled,
  onClick,
}: {
  label: string;
  about: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      className="rounded-md border border-border px-2 py-1 font-semibold hover:bg-muted"
      onClick={onClick}
    >
      {label}
      <span className="sr-only"> {about}</span>
    </button>
  );
}

/** A form's submit button, and Cancel beside it when the form can be closed; both wait while busy. */
export function FormButtons({
  submitLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" disabled={busy} className={primaryClass}>
        {submitLabel}
      </button>
      {onCancel ? (
        <button type="button" disabled={busy} onClick={onCancel} className={secondaryClass}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}
