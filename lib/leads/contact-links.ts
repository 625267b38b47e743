import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A way to reach a lead: the text staff read and the link that calls or writes (null: none). */
export type ContactLink = { text: string; href: string | null };

/**
 * A lead's phone number (stored in E.164) as staff read it, with a `tel:` link in E.164: North
 * American numbers the national way, '(415) 555-0132'; others internationally,
 * '+44 20 7946 0958'. A value that is not a valid number is shown as it is, without a link.
 */
export function phoneLink(phone: string): ContactLink {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'US');
  if (!parsed?.isValid()) return { text: phone, href: null };
  return {
    text:
      parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational(),
    href: `tel:${parsed.number}`,
  };
}

/** A lead's email address with its `mailto:` link (each part percent-encoded as RFC 6068 asks). */
export function mailLink(email: string): ContactLink {
  const at = email.lastIndexOf('@');
  if (at <= 0) return { text: email, href: null };
  const address = `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
  return { text: email, href: `mailto:${address}` };
}
