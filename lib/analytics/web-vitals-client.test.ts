import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from './schema';
import { buildEvent, type TrackerHooks } from './tracker';
import { createVitalsReporter } from './web-vitals-client';

const hard = 'https://jackie.example/pricing';

function setup() {
  const tracked: { type: string; fields: unknown; href?: string }[] = [];
  const tracker: TrackerHooks = {
    track: (type, fields, href) => tracked.push({ type, fields, href }),
    reports: [],
    view: () => {},
  };
  const { record } = createVitalsReporter(tracker, () => hard);
  /** The tracker's report: `leaving` when the page is hidden or left, else a client-side navigation. */
  const report = (leaving: boolean) => {
    for (const run of tracker.reports) run(0, !leaving);
  };
  const metric = (
    name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP',
    value: number,
    more: { navigationId?: number; navigationURL?: string; navigationType?: string } = {},
  ) =>
    record({
      name,
      value,
      navigationId: more.navigationId ?? 1,
      navigationURL: 'navigationURL' in more ? more.navigationURL : hard,
      navigationType: (more.navigationType ?? 'navigate') as 'navigate',
    });
  return { tracked, report, metric };
}

describe('web vitals in the browser', () => {
  it('sends one event per page view, when the page is hidden or left, with what was measured', () => {
    const { tracked, report, metric } = setup();
    metric('TTFB', 212.4);
    metric('FCP', 900);
    metric('LCP', 1834.6);
    metric('CLS', 0.041_27);
    // A client-side navigation: nothing yet.
    report(false);
    expect(tracked).toEqual([]);
    report(true);
    expect(tracked).toEqual([
      {
        type: 'web_vitals',
        fields: { metadata: { ttfb: 212, lcp: 1835, cls: 0.0413 } },
        href: hard,
      },
    ]);
    // Once: a later report of the same page view (the visitor came back) is not sent again.
    metric('CLS', 0.5);
    metric('INP', 300);
    report(true);
    expect(tracked).toHaveLength(1);
  });

  it('builds events the endpoint accepts', () => {
    const { tracked, report, metric } = setup();
    metric('LCP', 2500);
    metric('INP', 48);
    metric('CLS', 0);
    metric('TTFB', 0);
    report(true);
    const [sent] = tracked;
    const event = buildEvent(
      'web_vitals',
      '0b9d7c1e-5f3a-4c2b-8e1d-2a6f4b3c9d10',
      '/pricing',
      hard,
      sent?.fields as never,
    );
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('counts each metric for the page it was measured on, and no TTFB for a soft navigation', () => {
    const { tracked, report, metric } = setup();
    metric('LCP', 1500);
    metric('CLS', 0.02);
    metric('TTFB', 300);
    const soft = 'https://jackie.example/about';
    metric('TTFB', 0, { navigationId: 2, navigationURL: soft, navigationType: 'soft-navigation' });
    metric('LCP', 420, { navigationId: 2, navigationURL: soft, navigationType: 'soft-navigation' });
    metric('INP', 64, { navigationId: 2, navigationURL: soft, navigationType: 'soft-navigation' });
    report(true);
    expect(tracked).toEqual([
      { type: 'web_vitals', fields: { metadata: { lcp: 1500, cls: 0.02, ttfb: 300 } }, href: hard },
      { type: 'web_vitals', fields: { metadata: { lcp: 420, inp: 64 } }, href: soft },
    ]);
  });

  it('drops values the endpoint would refuse rather than lose the batch', () => {
    const { tracked, report, metric } = setup();
    metric('LCP', Number.NaN);
    metric('INP', -3);
    metric('TTFB', 10 * 60 * 1000);
    metric('CLS', 0.1);
    report(true);
    expect(tracked.map((event) => event.fields)).toEqual([{ metadata: { cls: 0.1 } }]);
  });

  it('uses the page’s address when web-vitals names none', () => {
    const { tracked, report, metric } = setup();
    metric('LCP', 900, { navigationURL: undefined });
    report(true);
    expect(tracked[0]?.href).toBe(hard);
  });
});
