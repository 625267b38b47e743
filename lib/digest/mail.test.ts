import { describe, expect, it } from 'vitest';
import { cleanLabel, digestMail, digestSubject, formatCountChange, formatRateChange } from './mail';
import type { DigestReport } from './report';

const unsubscribeUrl = 'https://jackie.example/digest/unsubscribe?token=abc123&list=weekly';

function report(overrides: Partial<DigestReport> = {}): DigestReport {
  return {
    week: { from: '2025-11-10', to: '2025-11-16' },
    previousWeek: { from: '2025-11-03', to: '2025-11-09' },
    figures: {
      visits: { current: 1412, previous: 1380 },
      bookingClicks: { current: 40, previous: 50 },
      conversionRate: { current: 0.0975, previous: 0.0815 },
      bookedDemos: { current: 3, previous: 2 },
      cancellations: { current: 1, previous: 0 },
      contactRequests: { current: 5, previous: 5 },
    },
    topChannels: [
      { label: 'Paid Search', value: 2 },
      { label: 'Organic Search', value: 1 },
    ],
    topCampaigns: [{ label: 'spring-pools', value: 2 }],
    topPages: [
      { label: '/industries/pool-builders', value: 22 },
      { label: '/pricing', value: 11 },
      { label: '/', value: 7 },
    ],
    everVisited: true,
    links: {
      overview: 'https://jackie.example/admin?from=2025-11-10&to=2025-11-16',
      campaigns: 'https://jackie.example/admin/campaigns?from=2025-11-10&to=2025-11-16',
      alerts: 'https://jackie.example/admin/alerts',
    },
    ...overrides,
  };
}

function withFigures(figures: Partial<DigestReport['figures']>): DigestReport {
  const base = report();
  return { ...base, figures: { ...base.figures, ...figures } };
}

/** What React writes for text in an attribute or element: & and " escaped. */
const inHtml = (value: string) => value.replaceAll('&', '&amp;');

describe('the subject', () => {
  it('names the week, the booked demos with their change and the visits', () => {
    expect(digestSubject(report())).toBe('Week of Nov 10: 3 booked demos (+1), 1,412 visits');
  });

  it('is singular for one demo and shows a drop with a minus sign', () => {
    const one = withFigures({ bookedDemos: { current: 1, previous: 3 } });
    expect(digestSubject(one)).toBe('Week of Nov 10: 1 booked demo (\u22122), 1,412 visits');
    const oneVisit = withFigures({
      visits: { current: 1, previous: 0 },
      bookedDemos: { current: 0, previous: 0 },
    });
    expect(digestSubject(oneVisit)).toBe('Week of Nov 10: 0 booked demos, 1 visit');
  });

  it('leaves out the parenthesis without a change or without a week before', () => {
    const same = withFigures({ bookedDemos: { current: 2, previous: 2 } });
    expect(digestSubject(same)).toBe('Week of Nov 10: 2 booked demos, 1,412 visits');
    const first = withFigures({ bookedDemos: { current: 2, previous: null } });
    expect(digestSubject(first)).toBe('Week of Nov 10: 2 booked demos, 1,412 visits');
  });

  it('says when a site that never had a visit had none that week', () => {
    const never = (visits: DigestReport['figures']['visits']) =>
      digestSubject({ ...withFigures({ visits }), everVisited: false });
    expect(never({ current: 0, previous: 0 })).toBe('Week of Nov 10: no visits');
    expect(never({ current: null, previous: null })).toBe('Week of Nov 10: no visits');
  });

  it('says visits fell to 0 after a week with some, and when none came two weeks running', () => {
    expect(digestSubject(withFigures({ visits: { current: 0, previous: 12 } }))).toBe(
      'Week of Nov 10: visits fell from 12 to 0',
    );
    expect(digestSubject(withFigures({ visits: { current: 0, previous: 1380 } }))).toBe(
      'Week of Nov 10: visits fell from 1,380 to 0',
    );
    expect(digestSubject(withFigures({ visits: { current: 0, previous: 0 } }))).toBe(
      'Week of Nov 10: no visits, as the week before',
    );
  });
});

describe('the changes', () => {
  it('counts change by number and, after a week above 0, by percent', () => {
    expect(formatCountChange({ current: 1412, previous: 1380 })).toBe('+32 (+2.3%)');
    expect(formatCountChange({ current: 3, previous: 5 })).toBe('\u22122 (\u221240%)');
    expect(formatCountChange({ current: 5, previous: 0 })).toBe('+5');
    expect(formatCountChange({ current: 5, previous: 5 })).toBe('no change');
    expect(formatCountChange({ current: 5, previous: null })).toBe('—');
    expect(formatCountChange({ current: 2001, previous: 2000 })).toBe('+1 (less than +0.1%)');
  });

  it('rates change in percentage points of the rounded figures', () => {
    expect(formatRateChange({ current: 0.0975, previous: 0.0815 })).toBe('+1.6 points');
    expect(formatRateChange({ current: 0.05, previous: 0.06 })).toBe('\u22121.0 point');
    expect(formatRateChange({ current: 0.0501, previous: 0.0504 })).toBe('no change');
    expect(formatRateChange({ current: null, previous: 0.1 })).toBe('—');
  });

  it('keeps a visitor-made label on one line and of a readable length', () => {
    expect(cleanLabel('spring\r\nStop these weekly emails: https://evil.example')).toBe(
      'spring Stop these weekly emails: https://evil.example',
    );
    expect(cleanLabel(`/${'a'.repeat(300)}`)).toHaveLength(100);
  });
});

describe('the text version', () => {
  it('has every figure with the week before and the change, aligned', async () => {
    const { text } = await digestMail(report(), { unsubscribeUrl, recipientName: 'Dana' });
    const lines = text.split('\n');
    const row = (label: string) => lines.find((line) => line.startsWith(label)) ?? '';
    expect(row('Visits')).toMatch(/^Visits +1,412 +1,380 {2}\+32 \(\+2\.3%\)$/);
    expect(row('Booking clicks')).toMatch(/ 40 +50 {2}\u221210 \(\u221220%\)$/);
    expect(row('Booking conversion rate')).toMatch(/ 9\.8% +8\.2% {2}\+1\.6 points$/);
    expect(row('Booked demos')).toMatch(/ 3 +2 {2}\+1 \(\+50%\)$/);
    expect(row('Cancellations')).toMatch(/ 1 +0 {2}\+1$/);
    expect(row('Contact requests')).toMatch(/ 5 +5 {2}no change$/);
    // The numbers end in one column.
    const ends = ['Visits', 'Booked demos', 'Contact requests'].map((label) =>
      row(label).indexOf('  ', row(label).search(/\d/)),
    );
    expect(new Set(ends).size).toBe(1);
  });

  it('adds ad spend, cost per booked demo and won revenue when there are any, and only then', async () => {
    const values = {
      currency: 'USD',
      spend: { current: 120_000, previous: 100_000 },
      costPerBooked: { current: 40_000, previous: 50_000 },
      wonRevenue: { current: 1_250_000, previous: 0 },
    };
    const { text, html } = await digestMail(report({ values }), { unsubscribeUrl });
    const lines = text.split('\n');
    const row = (label: string) => lines.find((line) => line.startsWith(label)) ?? '';
    expect(row('Ad spend')).toMatch(/ \$1,200\.00 +\$1,000\.00 {2}\+\$200\.00 \(\+20%\)$/);
    expect(row('Cost per booked demo')).toMatch(
      / \$400\.00 +\$500\.00 {2}\u2212\$100\.00 \(\u221220%\)$/,
    );
    expect(row('Won revenue')).toMatch(/ \$12,500\.00 +\$0\.00 {2}\+\$12,500\.00$/);
    expect(html).toContain('Cost per booked demo');
    const without = await digestMail(report(), { unsubscribeUrl });
    expect(without.text).not.toContain('Ad spend');
    expect(without.html).not.toContain('Won revenue');
  });

  it('names the week, lists the tops, writes the URLs out and has no markup', async () => {
    const { text } = await digestMail(report(), { unsubscribeUrl, recipientName: 'Dana' });
    expect(text.startsWith('Hi Dana,\n')).toBe(true);
    expect(text).toContain('Monday, Nov 10, to Sunday, Nov 16, 2025');
    expect(text).toContain('Top channels (by booked demos)\n  2  Paid Search\n  1  Organic Search');
    expect(text).toContain('Top pages (by booking clicks)\n  22  /industries/pool-builders');
    expect(text).toContain(`Open the overview for this week:\n${report().links.overview}`);
    expect(text).toContain(`Open the campaign view:\n${report().links.campaigns}`);
    expect(text).toContain(`Stop these weekly emails:\n${unsubscribeUrl}`);
    expect(text).toContain('Jackie AI analytics dashboard');
    expect(text).not.toMatch(/<[a-z/]|&(#\d+|[a-z]+);/i);
  });

  it('lists the week’s notes on the charts, markup kept as text, and says nothing of none', async () => {
    const notes = [
      { days: 'Nov 10', text: 'Spring pool campaign starts <b>today</b>', author: 'Dana' },
      { days: 'Nov 12 to Nov 14', text: 'Pricing page rewrite', author: 'Jackie (automatic)' },
    ];
    const { text, html } = await digestMail(report({ notes }), { unsubscribeUrl });
    expect(text).toContain(
      'Notes on the charts that week\n  Nov 10: Spring pool campaign starts <b>today</b> (Dana)\n  Nov 12 to Nov 14: Pricing page rewrite (Jackie (automatic))',
    );
    expect(html).toContain('Spring pool campaign starts &lt;b&gt;today&lt;/b&gt; (Dana)');
    expect(html).not.toContain('<b>today</b>');
    const none = await digestMail(report({ notes: [] }), { unsubscribeUrl });
    expect(none.text).not.toContain('Notes on the charts');
    expect(none.html).not.toContain('Notes on the charts');
  });

  it('names both years for a week across New Year', async () => {
    const newYear = report({
      week: { from: '2025-12-29', to: '2026-01-04' },
      previousWeek: { from: '2025-12-22', to: '2025-12-28' },
    });
    const { subject, text } = await digestMail(newYear, { unsubscribeUrl });
    expect(subject.startsWith('Week of Dec 29: ')).toBe(true);
    expect(text).toContain('Monday, Dec 29, 2025, to Sunday, Jan 4, 2026');
    expect(text).toContain('(Dec 22 to Dec 28, 2025)');
  });

  it('says so in one line when a top list is empty', async () => {
    const { text, html } = await digestMail(report({ topCampaigns: [], topChannels: [] }), {
      unsubscribeUrl,
    });
    expect(text).toContain('Top channels (by booked demos)\n  No booked demos this week.');
    expect(text).toContain('No booked demos from a campaign this week.');
    expect(html).toContain('No booked demos this week.');
    expect(text.startsWith('Here is how')).toBe(true);
  });
});

describe('the HTML version', () => {
  const hostile = '<script>alert("x")</script> "spring" & pools';

  async function html(overrides: Partial<DigestReport> = {}) {
    return (await digestMail(report(overrides), { unsubscribeUrl, siteName: 'Jackie AI' })).html;
  }

  it('has the same numbers as the text', async () => {
    const page = await html();
    for (const value of [
      '1,412',
      '1,380',
      '+32 (+2.3%)',
      '\u221210 (\u221220%)',
      '9.8%',
      '8.2%',
      '+1.6 points',
      '+1 (+50%)',
      'no change',
      'Booking conversion rate',
      'Contact requests',
      'spring-pools',
      '/industries/pool-builders',
    ]) {
      expect(page).toContain(value);
    }
  });

  it('escapes a visitor-made label', async () => {
    const page = await html({ topCampaigns: [{ label: hostile, value: 2 }] });
    expect(page).not.toContain('<script');
    expect(page).not.toContain('"spring"');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('&amp; pools');
  });

  it('is safe in dark mode and on a phone: no images, the colour-scheme meta, nothing wide', async () => {
    const page = await html();
    expect(page).not.toMatch(/<img/i);
    expect(page).not.toMatch(/background-image|background:\s*url/i);
    expect(page).toMatch(/<meta name="color-scheme" content="light dark"/);
    expect(page).toMatch(/<meta name="supported-color-schemes" content="light dark"/);
    expect(page).not.toMatch(/background(-color)?:\s*(#fff\b|#ffffff|white|#000\b|#000000|black)/i);
    // Widths: at most 600 px for a max-width, 360 px for anything fixed, no em widths.
    const maxWidths = [...page.matchAll(/max-width:\s*(\d+)px/g)].map((match) => Number(match[1]));
    expect(maxWidths.length).toBeGreaterThan(0);
    for (const width of maxWidths) expect(width).toBeLessThanOrEqual(600);
    const fixed = [
      ...page.matchAll(/(?<![-\w])(?:min-)?width:\s*(\d+)px/g),
      ...page.matchAll(/\swidth="(\d+)"/g),
    ].map((match) => Number(match[1]));
    for (const width of fixed) expect(width).toBeLessThanOrEqual(360);
    expect(page).not.toMatch(/width:\s*[\d.]+em/);
    expect(page).toMatch(/overflow-wrap:\s*anywhere/);
  });

  it('links to the overview, the campaigns and the unsubscribe page', async () => {
    const page = await html();
    expect(page).toContain(`href="${inHtml(report().links.overview)}"`);
    expect(page).toContain(`href="${inHtml(report().links.campaigns)}"`);
    expect(page).toContain(`href="${inHtml(unsubscribeUrl)}"`);
    expect(page).toContain('Open the overview for this week');
    expect(page).toContain('Open the campaign view');
    expect(page).toContain('Stop these weekly emails');
  });
});

/** A week without visits (and so without clicks) after a week with `previous` visits. */
function noVisitsAfter(previous: number, overrides: Partial<DigestReport> = {}): DigestReport {
  return report({
    figures: {
      ...report().figures,
      visits: { current: 0, previous },
      bookingClicks: { current: 0, previous: previous ? 2 : 0 },
      conversionRate: { current: null, previous: previous ? 2 / previous : null },
      bookedDemos: { current: 0, previous: previous ? 1 : 0 },
      cancellations: { current: 0, previous: 0 },
      contactRequests: { current: 0, previous: 0 },
    },
    topChannels: [],
    topCampaigns: [],
    topPages: [],
    ...overrides,
  });
}

const alertsLine = 'If the tracking stopped, the Alerts section says since when.';

describe('a week without visits on a site that never had one', () => {
  it('says so in one sentence instead of the table, and keeps the links and footer', async () => {
    const mail = await digestMail(noVisitsAfter(0, { everVisited: false }), { unsubscribeUrl });
    expect(mail.subject).toBe('Week of Nov 10: no visits');
    for (const version of [mail.text, mail.html]) {
      expect(version).toContain('No visits were recorded that week.');
      expect(version).not.toContain('Booking conversion rate');
      expect(version).not.toContain('Top channels');
      expect(version).not.toContain('Alerts');
      expect(version).toContain('Open the overview for this week');
      expect(version).toContain('Stop these weekly emails');
    }
    expect(mail.html).not.toContain('<th');
    expect(mail.text).toContain(unsubscribeUrl);
  });

  it('still mentions demos that came in', async () => {
    const mail = await digestMail(
      {
        ...withFigures({
          visits: { current: null, previous: null },
          bookedDemos: { current: 1, previous: 0 },
        }),
        everVisited: false,
      },
      { unsubscribeUrl },
    );
    expect(mail.text).toContain(
      'No visits were recorded that week, though 1 booked demo and 5 contact requests came in.',
    );
  });
});

describe('a week without visits after a week with some', () => {
  it('says visits fell, above the whole table and the top lists', async () => {
    const mail = await digestMail(noVisitsAfter(12), { unsubscribeUrl });
    expect(mail.subject).toBe('Week of Nov 10: visits fell from 12 to 0');
    for (const version of [mail.text, mail.html]) {
      expect(version).toContain('Visits fell from 12 to 0.');
      expect(version).not.toContain('No visits were recorded');
      expect(version).toContain('Booking conversion rate');
      expect(version).toContain('Top channels');
      expect(version.indexOf('Visits fell')).toBeLessThan(version.indexOf('Booked demos'));
    }
    expect(mail.text).toMatch(/^Visits +0 +12 {2}\u221212 \(\u2212100%\)$/m);
    expect(mail.html).toMatch(/>Visits<\/th><td[^>]*>0<\/td><td[^>]*>12<\/td>/);
    expect(mail.text).toContain('Top channels (by booked demos)\n  No booked demos this week.');
  });

  it('points at the Alerts section, in the HTML and the text', async () => {
    const { text, html } = await digestMail(noVisitsAfter(12), { unsubscribeUrl });
    expect(text).toContain(`${alertsLine}\nOpen the Alerts section:\n${report().links.alerts}`);
    expect(html).toContain(alertsLine);
    expect(html).toMatch(
      new RegExp(`<a href="${inHtml(report().links.alerts)}"[^>]*>Open the Alerts section</a>`),
    );
    // A week with visits has no such line.
    const normal = await digestMail(report(), { unsubscribeUrl });
    expect(normal.text).not.toContain('Alerts');
    expect(normal.html).not.toContain('Alerts');
  });

  it('writes a large count as the table does', async () => {
    const { text, subject } = await digestMail(noVisitsAfter(1380), { unsubscribeUrl });
    expect(subject).toBe('Week of Nov 10: visits fell from 1,380 to 0');
    expect(text).toContain('Visits fell from 1,380 to 0.');
  });
});

describe('a week without visits after another, on a site that had some before', () => {
  it('says so above the table and points at the Alerts section', async () => {
    const mail = await digestMail(noVisitsAfter(0), { unsubscribeUrl });
    expect(mail.subject).toBe('Week of Nov 10: no visits, as the week before');
    for (const version of [mail.text, mail.html]) {
      expect(version).toContain('No visits were recorded that week or the week before.');
      expect(version).toContain('Booking conversion rate');
      expect(version).toContain('Top pages');
      expect(version).toContain(alertsLine);
      expect(version).toContain('Open the Alerts section');
    }
    expect(mail.text).toContain(`Open the Alerts section:\n${report().links.alerts}`);
    expect(mail.html).toContain(`href="${inHtml(report().links.alerts)}"`);
  });
});
