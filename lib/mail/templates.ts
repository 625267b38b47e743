import { escapeHtml } from '@/lib/escape-html';
import { siteConfig } from '@/lib/site/config';
import type { Mail } from './transport';

function message(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  note: string,
): Mail {
  const text = `${intro}\n\n${action}:\n${link}\n\n${note}\n\n${siteConfig.name}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:700;font-size:18px;color:#0f766e">${escapeHtml(siteConfig.name)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(note)}</p>
<p style="font-size:13px;color:#475569">If the button does not work, paste this address into your browser:<br>${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject, text, html, link };
}

export function magicLinkMail(to: string, link: string): Mail {
  return message(
    to,
    `Sign in to ${siteConfig.name} analytics`,
    'Use the button below to sign in to the analytics dashboard.',
    'Sign in',
    link,
    'The link works once and expires in 15 minutes. If you did not ask for it, ignore this email.',
  );
}

export function resetPasswordMail(to: string, link: string): Mail {
  return message(
    to,
    `Reset your ${siteConfig.name} password`,
    'Someone asked to reset the password for your analytics account.',
    'Choose a new password',
    link,
    'The link works once and expires in one hour. If you did not ask for it, ignore this email; your password stays the same.',
  );
}

/** `role` as the admin names it ('Viewer'); `invitedBy` as lib/auth/invitations.ts names people. */
export function invitationMail(
  to: string,
  link: string,
  invitedBy: string | null,
  role: string,
): Mail {
  return message(
    to,
    `You are invited to ${siteConfig.name} analytics`,
    `${invitedBy ? `${invitedBy} invited you` : 'You are invited'} to the ${siteConfig.name} analytics dashboard as ${role}.`,
    'Accept the invitation',
    link,
    'The invitation works once, only for this address, and expires in 48 hours.',
  );
}
