import { caseStudy } from '@/lib/site/case-study';
import { cn } from '@/lib/utils';

export type CampaignFigure = {
  value: string;
  label: string;
  detail: string;
  /** Shown larger; the headline result. */
  featured?: boolean;
};

/** The pool builder campaign, from the one case-study module. */
export const poolCampaignFigures: CampaignFigure[] = [
  {
    value: caseStudy.roi,
    label: 'ROI',
    detail: 'Closed revenue minus the ad spend, divided by the ad spend.',
    featured: true,
  },
  {
    value: caseStudy.adSpend,
    label: 'Ad spend',
    detail: 'Everything paid for ads in the campaign, to the cent.',
  },
  {
    value: caseStudy.costPerLead,
    label: 'Cost per lead',
    detail: 'Ad spend divided by the leads it produced.',
  },
  {
    value: caseStudy.clickRate,
    label: 'Click rate',
    detail: 'Share of people who saw an ad and clicked through to the landing page.',
  },
  {
    value: caseStudy.leads,
    label: 'Leads',
    detail: 'Homeowners who called, texted or filled in the form. Jackie answered every one.',
  },
  {
    value: caseStudy.closed,
    label: 'Closed',
    detail: 'Signed work from campaign leads.',
  },
  {
    value: caseStudy.pipeline,
    label: 'Pipeline',
    detail: 'Projects quoted or in discussion that have not closed yet.',
  },
];

/** The campaign's results as a description list: each label names its figure for screen readers. */
export function CampaignFigures({ figures = poolCampaignFigures }: { figures?: CampaignFigure[] }) {
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
