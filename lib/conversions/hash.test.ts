import { describe, expect, it } from 'vitest';
import {
  e164,
  googleEmail,
  googlePhone,
  hashedContacts,
  metaEmail,
  metaPhone,
  microsoftEmail,
  microsoftPhone,
  normaliseGoogleEmail,
  normaliseMetaEmail,
  normaliseMetaPhone,
  sha256Hex,
} from './hash';

describe('Meta’s published examples', () => {
  // https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/customer-information-parameters
  it('hashes John_Smith@gmail.com as the page shows', () => {
    expect(normaliseMetaEmail('John_Smith@gmail.com')).toBe('john_smith@gmail.com');
    expect(metaEmail('John_Smith@gmail.com')).toBe(
      '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f',
    );
    expect(metaEmail('  John_Smith@gmail.com \n')).toBe(metaEmail('john_smith@gmail.com'));
  });

  it('hashes the US number (650)555-1212 as 16505551212', () => {
    expect(normaliseMetaPhone('(650)555-1212')).toBe('16505551212');
    expect(metaPhone('(650)555-1212')).toBe(
      'e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176',
    );
  });

  it('keeps dots and plus signs, since Meta asks only for trimming and lower case', () => {
    expect(normaliseMetaEmail('Jane.Doe+Pools@Gmail.com')).toBe('jane.doe+pools@gmail.com');
  });
});

describe('Google’s formatting rules', () => {
  // https://developers.google.com/data-manager/api/devguides/concepts/formatting
  it('drops the dots and the +suffix of gmail.com and googlemail.com addresses', () => {
    expect(normaliseGoogleEmail('cloudy.sanfrancisco+shopping@gmail.com')).toBe(
      'cloudysanfrancisco@gmail.com',
    );
    expect(normaliseGoogleEmail('J.A.N.E+x+y@GoogleMail.com')).toBe('jane@googlemail.com');
    expect(googleEmail('jane.doe@gmail.com')).toBe(sha256Hex('janedoe@gmail.com'));
  });

  it('keeps them for every other domain, lower-cased', () => {
    expect(normaliseGoogleEmail('user.name+NYC@Example.com')).toBe('user.name+nyc@example.com');
    expect(normaliseGoogleEmail('a.b@gmail.com.evil.example')).toBe('a.b@gmail.com.evil.example');
  });

  it('removes leading, trailing and intermediate whitespace', () => {
    expect(normaliseGoogleEmail(' Jane Doe@Example.com ')).toBe('janedoe@example.com');
  });

  it('formats phone numbers in E.164 with the plus sign', () => {
    expect(e164('(800)555-0100')).toBe('+18005550100');
    expect(e164('+44 844 412 4653')).toBe('+448444124653');
    expect(e164('0044 844 412 4653')).toBe('+448444124653');
    expect(googlePhone('(800)555-0100')).toBe(sha256Hex('+18005550100'));
  });
});

describe('what cannot be hashed', () => {
  it('is left out rather than hashed as written', () => {
    for (const value of [
      '',
      'not an email',
      'a@',
      '@b',
      'a@b\u0000c',
      `${'x'.repeat(400)}@e.com`,
    ]) {
      expect(metaEmail(value)).toBeUndefined();
      expect(googleEmail(value)).toBeUndefined();
    }
    expect(googleEmail('+tag@gmail.com')).toBeUndefined();
    for (const value of ['12345', 'call me', '555\u00001212', '+1 650 555 1212'.repeat(3)]) {
      expect(metaPhone(value)).toBeUndefined();
      expect(googlePhone(value)).toBeUndefined();
    }
  });
});

describe('hashedContacts', () => {
  it('hashes each detail once per platform, in each platform’s form', () => {
    const contacts = hashedContacts('Jane.Doe@Gmail.com', '(650) 555-1212');
    expect(contacts).toEqual({
      meta: { em: sha256Hex('jane.doe@gmail.com'), ph: sha256Hex('16505551212') },
      google: { email: sha256Hex('janedoe@gmail.com'), phone: sha256Hex('+16505551212') },
      microsoft: { em: sha256Hex('jane.doe@gmail.com'), ph: sha256Hex('+16505551212') },
    });
    expect(microsoftEmail('Jane.Doe@Gmail.com')).toBe(contacts.microsoft.em);
    expect(microsoftPhone('(650) 555-1212')).toBe(contacts.microsoft.ph);
  });

  it('leaves out what is missing or unreadable, with no null to store', () => {
    expect(hashedContacts(null, undefined)).toEqual({ meta: {}, google: {}, microsoft: {} });
    const contacts = hashedContacts('jane@example.com', 'n/a');
    expect(Object.keys(contacts.meta)).toEqual(['em']);
    expect(Object.keys(contacts.google)).toEqual(['email']);
    expect(JSON.stringify(contacts)).not.toContain('null');
  });

  it('never carries the details themselves', () => {
    const text = JSON.stringify(hashedContacts('jane@example.com', '+1 650 555 1212'));
    expect(text).not.toMatch(/jane|example|650/);
    for (const hash of text.match(/"[^"]{20,}"/g) ?? []) expect(hash).toMatch(/^"[0-9a-f]{64}"$/);
  });
});
