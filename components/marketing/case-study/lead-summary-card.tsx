import { CalendarCheck, ClipboardList } from '@/components/ui/icons';

export type LeadSummary = {
  /** A generic label such as 'Lead #1'; never a real name. */
  leadLabel: string;
  status: string;
  fields: { label: string; value: string }[];
  caption: string;
};

/**
 * The hand-off note a contractor receives after Jackie qualifies and books a lead, built in HTML
 * as a description list so the mock-up reads as text.
 */
export function LeadSummaryCard({ leadLabel, status, fields, caption }: LeadSummary) {
  return (
    <figure className="flex flex-col">
      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-xl">
        <div className="flex items-center justify-between gap-3 border-border border-b bg-muted px-5 py-4">
          <p className="flex items-center gap-2 font-semibold">
            <ClipboardList
              aria-hidden="true"
              className="size-5 text-brand-700 dark:text-brand-300"
            />
            {leadLabel}: lead summary
          </p>
          <p className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2.5 py-1 font-semibold text-brand-900 text-xs dark:bg-brand-900 dark:text-brand-100">
            <CalendarCheck aria-hidden="true" className="size-3.5" />
            {status}
          </p>
        </div>
        <dl className="divide-y divide-border text-sm">
          {fields.map((field) => (
            <div key={field.label} className="grid grid-cols-[8.5rem_1fr] gap-3 px-5 py-3">
              <dt className="text-muted-foreground">{field.label}</dt>
              <dd className="font-medium">{field.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <figcaption className="mt-4 text-muted-foreground text-sm">{caption}</figcaption>
    </figure>
  );
}
