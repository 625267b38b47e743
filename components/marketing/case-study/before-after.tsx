import { CircleCheck, CircleX, PhoneIncoming, PhoneMissed, Voicemail } from '@/components/ui/icons';
import { siteConfig } from '@/lib/site/config';
import { cn } from '@/lib/utils';

type LogEntry = { channel: string; when: string; outcome: string };

type Panel = {
  tone: 'before' | 'after';
  heading: string;
  summary: string;
  caption: string;
  entries: LogEntry[];
};

/** The same four moments of a pool builder's week, once without Jackie and once with her. */
const panels: Panel[] = [
  {
    tone: 'before',
    heading: 'Before',
    summary: 'Calls went to voicemail, follow-up came late',
    caption:
      'Before (illustration): evening and weekend calls went to voicemail, a web form waited until Monday, and by the time the callback came the homeowner had stopped answering.',
    entries: [
      { channel: 'Call from Lead #1', when: 'Weekday, 6:52 p.m.', outcome: 'Voicemail' },
      { channel: 'Call from Lead #2', when: 'Saturday, 9:15 a.m.', outcome: 'Voicemail' },
      { channel: 'Web form from Lead #3', when: 'Sunday, 8:30 p.m.', outcome: 'Seen Monday' },
      { channel: 'Callback to Lead #1', when: 'Two days later', outcome: 'No answer' },
    ],
  },
  {
    tone: 'after',
    heading: 'After',
    summary: 'Every lead answered and booked',
    caption: `After (illustration): the same calls and the same web form answered by ${siteConfig.agentName} within seconds, qualified and booked onto the calendar, nights and weekends included.`,
    entries: [
      { channel: 'Call from Lead #1', when: 'Weekday, 6:52 p.m.', outcome: 'Answered, booked' },
      { channel: 'Call from Lead #2', when: 'Saturday, 9:15 a.m.', outcome: 'Answered, booked' },
      {
        channel: 'Web form from Lead #3',
        when: 'Sunday, 8:30 p.m.',
        outcome: 'Texted in seconds',
      },
      { channel: 'Lead #3 replies', when: 'Sunday, 8:41 p.m.', outcome: 'Booked' },
    ],
  },
];

/**
 * Two call-log mock-ups side by side. They are real text inside <figure>, so screen readers and
 * search engines read the same story the picture tells, and nothing is an external image.
 */
export function BeforeAfter() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {panels.map((panel) => {
        const before = panel.tone === 'before';
        return (
          <figure
            key={panel.tone}
            className={cn(
              'flex flex-col rounded-2xl border p-5 sm:p-6',
              before
                ? 'border-border bg-muted'
                : 'border-brand-700 bg-brand-50 dark:border-brand-300 dark:bg-brand-900/30',
            )}
          >
            <h3 className="flex items-center gap-2 font-bold text-lg">
              {before ? (
                <PhoneMissed aria-hidden="true" className="size-5 text-accent-600" />
              ) : (
                <PhoneIncoming
                  aria-hidden="true"
                  className="size-5 text-brand-700 dark:text-brand-300"
                />
              )}
              <span>
                {panel.heading}: {panel.summary}
              </span>
            </h3>
            <div className="mt-4 overflow-hidden rounded-xl border border-border bg-card shadow-sm">
              <p className="flex items-center justify-between border-border border-b px-4 py-2 font-semibold text-muted-foreground text-xs uppercase tracking-wider">
                <span>Call and lead log</span>
                <span aria-hidden="true" className="flex gap-1">
                  <span className="size-2 rounded-full bg-border" />
                  <span className="size-2 rounded-full bg-border" />
                  <span className="size-2 rounded-full bg-border" />
                </span>
              </p>
              <ul className="divide-y divide-border">
                {panel.entries.map((entry) => (
                  <li
                    key={`${entry.channel}-${entry.when}`}
                    className="flex items-center justify-between gap-3 px-4 py-3"
                  >
                    <div className="min-w-0">
                      <p className="font-medium">{entry.channel}</p>
                      <p className="text-muted-foreground text-sm">{entry.when}</p>
                    </div>
                    <p
                      className={cn(
                        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 font-semibold text-xs',
                        before
                          ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
                          : 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
                      )}
                    >
                      {before ? (
                        entry.outcome === 'Voicemail' ? (
                          <Voicemail aria-hidden="true" className="size-3.5" />
                        ) : (
                          <CircleX aria-hidden="true" className="size-3.5" />
                        )
                      ) : (
                        <CircleCheck aria-hidden="true" className="size-3.5" />
                      )}
                      {entry.outcome}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
            <figcaption className="mt-4 text-muted-foreground text-sm">{panel.caption}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}
