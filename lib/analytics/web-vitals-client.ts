import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { safe, type TrackerHooks } from './tracker';
import { roundVital, type VitalMetric, type VitalValues, vitals } from './web-vitals';

/**
 * Real visitors' Core Web Vitals, measured by Google's `web-vitals` library for the analytics
 * tracker (./tracker.ts) by the page's own scripts, loaded after hydration
 * (components/layout/route-effects.tsx): the tracker's inline 2 KB have no room for it, and
 * web-vitals reads the entries the browser buffered before it loaded. It reports through the
 * hooks the tracker lends the page (`window.jackieTracker`), as the video watch time does: when
 * the tracker does not run (an opted-out visitor, staff, the admin, `npm run dev`), nothing is
 * measured, and the events go through the same queue, endpoint, schema and rules as the others.
 *
 * One `web_vitals` event per page view, sent once, when the page is first hidden or left (the tab
 * switched, the app left, the page closed or navigated away): the latest value web-vitals has
 * reported for each metric (`reportAllChanges`, so that a page left without being hidden first has
 * them too; the last report is the value web-vitals' standard reporting would give), each absent
 * when not measured (INP without an interaction, LCP of a page loaded in the background).
 * web-vitals' listeners run before the tracker's (on the window, in the capture phase), so when
 * the page is hidden they have flushed their last entries by the time the tracker reports.
 *
 * Client-side navigations: web-vitals measures them as navigations of their own (`reportSoftNavs`)
 * where the browser detects them (Chromium 151 on, the Soft Navigations API), each page with its
 * own LCP, INP and CLS (no TTFB, which web-vitals reports as 0 there). Other browsers measure the
 * hard load only: its INP and CLS then span the document's whole life, later pages included, as
 * in Chrome's own field data, and are counted for the page that was loaded. Either way each
 * metric counts for the page it was measured on (web-vitals' `navigationURL`), never for the one
 * in the address bar when the event leaves.
 */

const names: Record<Metric['name'], VitalMetric | undefined> = {
  LCP: 'lcp',
  INP: 'inp',
  CLS: 'cls',
  TTFB: 'ttfb',
  FCP: undefined,
};

type Pending = { href: string; values: VitalValues };

/**
 * Collects web-vitals' reports per navigation and hands each navigation's metrics to the tracker
 * once, when the tracker reports with its clock stopped: the page is hidden or left (it reports
 * with the clock running on a client-side navigation, which sends nothing here).
 */
export function createVitalsReporter(tracker: TrackerHooks, fallbackHref: () => string) {
  const pending = new Map<string, Pending>();
  const sent = new Set<string>();

  const record = (
    metric: Pick<Metric, 'name' | 'value' | 'navigationId' | 'navigationType' | 'navigationURL'>,
  ) => {
    const name = names[metric.name];
    if (!name) return;
    // A soft navigation has no response of its own: web-vitals says 0, which is no measurement.
    if (name === 'ttfb' && metric.navigationType === 'soft-navigation') return;
    const href = metric.navigationURL || fallbackHref();
    const key = `${metric.navigationId}\t${href}`;
    if (sent.has(key)) return;
    const value = roundVital(name, metric.value);
    if (!Number.isFinite(value) || value < 0 || value > vitals[name].max) return;
    const page = pending.get(key) ?? { href, values: {} };
    page.values[name] = value;
    pending.set(key, page);
  };

  tracker.reports.push((_at, running) =>
    safe(() => {
      if (running) return;
      for (const [key, page] of pending) {
        sent.add(key);
        tracker.track('web_vitals', { metadata: page.values }, page.href);
      }
      pending.clear();
    }),
  );
  return { record };
}

let started: TrackerHooks | undefined;

/** Starts measuring, once per document; a second call does nothing. */
export function reportWebVitals(tracker = globalThis.window?.jackieTracker): void {
  if (!tracker || started === tracker) return;
  started = tracker;
  const { record } = createVitalsReporter(tracker, () => location.href);
  const report = (metric: Metric) => safe(() => record(metric));
  const options = { reportSoftNavs: true, reportAllChanges: true };
  onLCP(report, options);
  onINP(report, options);
  onCLS(report, options);
  onTTFB(report, options);
}
