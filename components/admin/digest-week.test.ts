/**
 * The overview's week-so-far preview of the digest says what the mail says: its subject, and for a
 * week without visits the same sentence (a drop above the table with the Alerts section's link, or
 * the one sentence alone on a site that never had a visit).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { digestMail } from '@/lib/digest/mail';
import type { DigestReport } from '@/lib/digest/report';
import { DigestWeekPreview } from './digest-week';

function report(visits: DigestReport['figures']['visits'], everVisited = true): DigestReport {
  return {
    week: { from: '2025-11-10', to: '2025-11-12' },
    previousWeek: { from: '2025-11-03', to: '2025-11-05' },
    figures: {
      visits,
      bookingClicks: { current: 0, previous: 0 },
      conversionRate: { current: null, previous: null },
      bookedDemos: { current: 0, previous: 0 },
      cancellations: { current: 0, previous: 0 },
      contactRequests: { current: 0, previous: 0 },
    },
    everVisited,
    topChannels: [],
    topCampaigns: [],
    topPages: [],
    links: {
      overview: 'https://jackie.example/admin?range=week',
      campaigns: 'https://jackie.example/admin/campaigns?range=week',
      alerts: 'https://jackie.example/admin/alerts',
    },
  };
}

/** Text without tags, spaces collapsed, as a reader gets it. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

async function both(data: DigestReport) {
  const page = renderToStaticMarkup(createElement(DigestWeekPreview, { report: data }));
  const mail = await digestMail(data, { unsubscribeUrl: 'https://jackie.example/u' });
  return { page, read: text(page), mail };
}

describe('the digest preview of the week so far', () => {
  it('says visits fell, as the mail does, above the table, with the Alerts section', async () => {
    const { page, read, mail } = await both(report({ current: 0, previous: 12 }));
    expect(read).toContain(`Subject: ${mail.subject}`);
    expect(read).toContain('Visits fell from 12 to 0.');
    expect(mail.text).toContain('Visits fell from 12 to 0.');
    expect(read).toContain('If the tracking stopped, the Alerts section says since when.');
    expect(page).toMatch(/<a [^>]*href="\/admin\/alerts"[^>]*>Open the Alerts section<\/a>/);
    expect(read.indexOf('Visits fell')).toBeLessThan(read.indexOf('Booking conversion rate'));
  });

  it('says none came two weeks running, with the table', async () => {
    const { read, mail } = await both(report({ current: 0, previous: 0 }));
    expect(read).toContain(`Subject: ${mail.subject}`);
    expect(read).toContain('No visits were recorded that week or the week before.');
    expect(read).toContain('Booking conversion rate');
    expect(read).toContain('Open the Alerts section');
  });

  it('has the one sentence alone on a site that never had a visit', async () => {
    const { page, read, mail } = await both(report({ current: 0, previous: 0 }, false));
    expect(read).toContain(`Subject: ${mail.subject}`);
    expect(read).toContain('No visits were recorded that week.');
    expect(page).not.toContain('<table');
    expect(read).not.toContain('Alerts');
  });

  it('shows a week with visits as before: the table, no sentence', async () => {
    const { read } = await both(report({ current: 5, previous: 12 }));
    expect(read).toContain('Subject: Week of Nov 10: 0 booked demos, 5 visits');
    expect(read).toContain('Booking conversion rate');
    expect(read).not.toContain('Visits fell');
    expect(read).not.toContain('Alerts');
  });
});
