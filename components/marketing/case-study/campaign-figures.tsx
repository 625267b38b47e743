import { type CampaignFigure, campaignFigures } from '@/lib/site/case-study';
import { cn } from '@/lib/utils';

/** The campaign's results as a description list: each label names its figure for screen readers. */
export function CampaignFigures({ figures = campaignFigures }: { figures?: CampaignFigure[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={cn(
            'flex flex-col rounded-2xl border border-border bg-card p-5',
            figure.featured &&
              'border-brand-700 bg-brand-50 sm:col-span-2 lg:row-span-1 dark:border-brand-300 dark:bg-brand-900/30',
          )}
        >
          <dt className="font-semibold text-muted-foreground text-sm uppercase tracking-wider">
            {figure.label}
          </dt>
          <dd
            className={cn(
              'order-first font-extrabold text-brand-700 tracking-tight dark:text-brand-300',
              figure.featured ? 'text-5xl sm:text-6xl' : 'text-3xl sm:text-4xl',
            )}
          >
            {figure.value}
          </dd>
          <dd className="mt-2 text-muted-foreground text-sm">{figure.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
