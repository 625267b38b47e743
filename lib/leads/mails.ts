import 'server-only';
import { escapeHtml } from '@/lib/escape-html';
import type { OutboxMail } from '@/lib/mail/send';
import { absoluteUrl, siteConfig, teamInbox } from '@/lib/site/config';
import {
  bestTimeLabels,
  contactMethodLabels,
  type LeadFields,
  replyTime,
  topicLabels,
  tradeLabels,
} from './options';

const topicNames = { sales: 'sales', support: 'support', partnership: 'partnership' } as const;

/** The request as label/value lines, the same in every mail about it. */
function details(lead: LeadFields, sourcePage: string): [string, string][] {
  return [
    ['Name', lead.name],
    ['Business', lead.business],
    ['Trade', tradeLabels[lead.trade]],
    ['Phone', lead.phone ?? '—'],
    ['Email', lead.email ?? '—'],
    ['Preferred contact', contactMethodLabels[lead.preferred]],
    ['Best time', bestTimeLabels[lead.bestTime]],
    ['About', topicLabels[lead.topic]],
    ['Sent from', absoluteUrl(sourcePage)],
    ['Message', lead.message ?? '—'],
  ];
}

function render(intro: string, rows: [string, string][], outro: string) {
  const text = `${intro}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${outro}\n\n${siteConfig.name}`;
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:600px;margin:0 auto;padding:24px">
<p style="font-weight:700;font-size:18px;color:#0f766e">${escapeHtml(siteConfig.name)}</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;font-size:14px">${cells}</table>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>
</body></html>`;
  return { text, html };
}

/** One line, for a subject: no line breaks, at most 80 characters. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').slice(0, 80);

/**
 * The mails a new lead causes: the request to the team's inbox (reply-to the sender), a short
 * acknowledgement to the sender when they gave an email address, and a notice to each staff
 * member who asked for one.
 */
export function leadMails(
  leadId: string,
  lead: LeadFields,
  sourcePage: string,
  subscribers: string[],
): OutboxMail[] {
  const rows = details(lead, sourcePage);
  const who = oneLine(`${lead.name} (${lead.business})`);
  const team = render(
    `A new ${topicNames[lead.topic]} request came in through the contact form.${lead.email ? ' Reply to this mail to answer them.' : ''}`,
    rows,
    `See and update it in the Leads inbox: ${absoluteUrl('/admin/leads')}`,
  );
  const mails: OutboxMail[] = [
    {
      kind: 'lead_team',
      leadId,
      to: teamInbox(lead.topic),
      replyTo: lead.email,
      subject: `New ${topicNames[lead.topic]} request from ${who}`,
      ...team,
    },
  ];
  if (lead.email) {
    const ack = render(
      `Hi ${lead.name}, thanks for writing to ${siteConfig.name}. We got your message, and a person on our team will answer by ${contactMethodLabels[lead.preferred].toLowerCase()} ${replyTime}. This is what you sent:`,
      rows.filter(([label]) => label !== 'Sent from'),
      'If something is wrong or urgent, reply to this email.',
    );
    mails.push({
      kind: 'lead_ack',
      leadId,
      to: lead.email,
      replyTo: teamInbox(lead.topic),
      subject: `We got your message - ${siteConfig.name}`,
      ...ack,
    });
  }
  for (const address of subscribers) {
    const notice = render(
      `New lead: ${who}.`,
      rows,
      `Open the Leads inbox: ${absoluteUrl('/admin/leads')}. You get these mails because you turned on new-lead notifications; turn them off in the same place.`,
    );
    mails.push({
      kind: 'lead_staff',
      leadId,
      to: address,
      replyTo: lead.email,
      subject: `New lead: ${who}`,
      ...notice,
    });
  }
  return mails;
}
