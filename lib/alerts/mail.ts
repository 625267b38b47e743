import type { AlertEvent, AlertFacts } from '@/lib/db/schema/alerts';
import { escapeHtml } from '@/lib/escape-html';
import { formatBusinessTime } from '@/lib/format';
import { absoluteUrl, siteConfig } from '@/lib/site/config';

/**
 * An alert as people read it, by mail and in chat (docs/alerts.md): what happened, against what
 * baseline, since when, and the link to the exact view (its range and filters). Plain data in,
 * text out; every value that came from the site's data is escaped in the HTML.
 */

export type AlertMessage = {
  event: AlertEvent | 'test';
  /** The rule's name ("Booked demos"). */
  rule: string;
  facts: AlertFacts;
  /** Since when it happened (the window's start, the last event), and when it was noticed. */
  since: Date;
  at: Date;
};

/** The mail's subject, which is also the chat message's first line. */
export function alertSubject(message: AlertMessage): string {
  const what = message.facts.summary.replace(/\.$/, '');
  if (message.event === 'test') return `Test alert: ${what}`;
  return message.event === 'fired' ? `Alert: ${what}` : `Recovered: ${what}`;
}

/** The lines of the body, without greeting or footer: the same in the mail and in chat. */
function bodyLines(message: AlertMessage): { label: string; text: string }[] {
  const lines = [{ label: 'What', text: message.facts.summary }];
  if (message.facts.baseline) lines.push({ label: 'Against', text: message.facts.baseline });
  lines.push({
    label: message.event === 'recovered' ? 'Lasted' : 'Since',
    text:
      message.event === 'recovered'
        ? `From ${formatBusinessTime(message.since)} to ${formatBusinessTime(message.at)}.`
        : `${formatBusinessTime(message.since)} (noticed ${formatBusinessTime(message.at)}).`,
  });
  return lines;
}

const viewText = 'Open the view';

/** The chat message: Slack and Google Chat both render `<url|text>` links in plain `text`. */
export function alertChatText(message: AlertMessage): string {
  const link = absoluteUrl(message.facts.path);
  return [
    `*${alertSubject(message)}*`,
    ...bodyLines(message).map((line) => `${line.label}: ${line.text}`),
    `<${link}|${viewText}>`,
  ].join('\n');
}

/** One person's alert mail. `name` greets them; `settingsUrl` is where they turn alerts off. */
export function alertMail(
  message: AlertMessage,
  name: string | null,
): { subject: string; text: string; html: string } {
  const subject = alertSubject(message);
  const link = absoluteUrl(message.facts.path);
  const alerts = absoluteUrl('/admin/alerts');
  const settings = absoluteUrl('/admin/security');
  const greeting = name ? `Hi ${name.replace(/[\r\n]+/g, ' ').slice(0, 60)},` : null;
  const lines = bodyLines(message);
  const test =
    message.event === 'test'
      ? 'This is a test alert, sent from the Alerts section: a real one reads like this.'
      : null;
  const why = `You get alerts because they are on for you on the ${siteConfig.name} analytics dashboard. Turn them off in the Security section: ${settings}`;
  const text = [
    greeting,
    test,
    lines.map((line) => `${line.label}: ${line.text}`).join('\n'),
    `${viewText}: ${link}`,
    `Every alert, and the rules: ${alerts}`,
    why,
  ]
    .filter((part) => part !== null)
    .join('\n\n');
  const muted = 'font-size:13px;color:#475569';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:700;font-size:18px;color:#0f766e">${escapeHtml(siteConfig.name)}</p>
${greeting ? `<p>${escapeHtml(greeting)}</p>` : ''}${test ? `<p>${escapeHtml(test)}</p>` : ''}
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<table role="presentation" style="border-collapse:collapse">${lines
    .map(
      (line) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(line.label)}</th><td style="padding:4px 0">${escapeHtml(line.text)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${viewText}</a></p>
<p><a href="${escapeHtml(alerts)}">Every alert, and the rules</a></p>
<p style="${muted}">${escapeHtml(why.slice(0, why.indexOf(': http')))}: <a href="${escapeHtml(settings)}">Security</a>.</p>
</body></html>`;
  return { subject, text, html };
}
