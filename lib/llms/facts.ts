import { campaignFigures } from '@/lib/site/case-study';
import { absoluteUrl, siteConfig } from '@/lib/site/config';
import { formatPlanPrice, pricingPlans, setupTerms } from '@/lib/site/pricing';
import { serviceAudience } from '@/lib/site/services';

/**
 * The facts a visitor (or a language model reading /llms.txt) needs first: what Jackie does, for
 * whom, what it costs, how long set-up takes, what it has done and whom to write to. The "At a
 * glance" block on /pricing and /about and both llms files are made from this module, so they
 * cannot say different things.
 */

export type CaseStudyFigure = { value: string; label: string; definition: string };

/** The case-study figures with what each one measures: the one place the llms module reads them. */
export function caseStudyFigures(): CaseStudyFigure[] {
  return campaignFigures.map(({ value, label, detail }) => ({
    value,
    label,
    definition: detail,
  }));
}

export type Fact = { label: string; value: string };

export function keyFacts(): Fact[] {
  const figure = (label: string) => caseStudyFigures().find((f) => f.label === label)?.value ?? '';
  return [
    { label: 'What it does', value: siteConfig.description },
    { label: 'Who it is for', value: serviceAudience },
    {
      label: 'Plans and prices',
      value: pricingPlans
        .map(
          (plan) => `${plan.name} ${formatPlanPrice(plan)} a month (${plan.features.join(', ')})`,
        )
        .join('; '),
    },
    {
      label: 'Set-up',
      value: `${setupTerms.setupBusinessHours} business hours of our time; live in about ${setupTerms.liveInDays} days`,
    },
    {
      label: 'Results',
      value: `A pool builder’s campaign: ${figure('Ad spend')} in ads, ${figure('Leads')} leads at ${figure('Cost per lead')} each, ${figure('Closed')} closed, a ${figure('Pipeline')} pipeline, ${figure('ROI')} ROI`,
    },
    {
      label: 'Contact',
      value: `Sales ${siteConfig.contacts.sales}, support ${siteConfig.contacts.support}, partnerships ${siteConfig.contacts.partnerships}; book a demo at ${absoluteUrl('/contact')}`,
    },
  ];
}
