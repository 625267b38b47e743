import { describe, expect, it } from 'vitest';
import { normalisePhone, validateLead } from './fields';
import { emptyLeadValues } from './options';

const valid = emptyLeadValues({
  name: 'Dana Reyes',
  business: 'Reyes Heating & Air',
  trade: 'hvac',
  phone: '(415) 555-0132',
  email: 'dana@reyes.example',
});

describe('the contact form fields', () => {
  it('accepts a complete request and writes the phone number in E.164', () => {
    const result = validateLead(valid);
    expect(result).toEqual({
      success: true,
      lead: expect.objectContaining({ phone: '+14155550132', email: 'dana@reyes.example' }),
    });
  });

  it('reads North American numbers written any usual way, others only with their country code', () => {
    expect(normalisePhone('415.555.0132')).toBe('+14155550132');
    expect(normalisePhone('+1 604 555 0199')).toBe('+16045550199');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('020 7946 0958')).toBeNull();
    expect(normalisePhone('555-0132')).toBeNull();
    expect(normalisePhone('call me')).toBeNull();
  });

  it('names each missing or wrong field in plain words, all at once', () => {
    const result = validateLead({ topic: 'gossip', preferred: 'fax', bestTime: 'never' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      topic: 'Choose what your message is about.',
      name: 'Enter your name.',
      business: 'Enter your business name.',
      trade: 'Choose your trade.',
      phone: 'Enter a phone number or an email address, so we can reach you.',
      preferred: 'Choose how we should contact you.',
      bestTime: 'Choose the best time to reach you.',
    });
  });

  it('needs a phone number or an email address, and the one the person prefers', () => {
    const neither = validateLead({ ...valid, phone: '', email: '' });
    expect(neither).toEqual({
      success: false,
      errors: { phone: 'Enter a phone number or an email address, so we can reach you.' },
    });
    const textWithoutPhone = validateLead({ ...valid, phone: '', preferred: 'text' });
    expect(textWithoutPhone).toEqual({
      success: false,
      errors: { phone: 'Enter a phone number, or choose email as the way to reach you.' },
    });
    const mailWithoutEmail = validateLead({ ...valid, email: '', preferred: 'email' });
    expect(mailWithoutEmail).toEqual({
      success: false,
      errors: { email: 'Enter your email address, or choose a call or a text instead.' },
    });
    expect(validateLead({ ...valid, email: '' }).success).toBe(true);
  });

  it('refuses 10,000-character names, NUL bytes and unpaired surrogates', () => {
    const errorsFor = (fields: Record<string, string>) => {
      const result = validateLead({ ...valid, ...fields });
      return result.success ? {} : result.errors;
    };
    expect(errorsFor({ name: 'a'.repeat(10_000) })).toEqual({
      name: 'Keep your name to 100 characters or fewer.',
    });
    expect(errorsFor({ business: 'Reyes\u0000Air' })).toEqual({
      business: 'Remove the unusual characters from your business name.',
    });
    expect(errorsFor({ message: 'Hello \uD800 there' })).toEqual({
      message: 'Remove the unusual characters from your message.',
    });
    expect(errorsFor({ message: 'Two lines\r\nand an emoji 🔧' })).toEqual({});
    expect(errorsFor({ email: 'dana@' })).toEqual({
      email: 'Enter an email address like name@example.com.',
    });
  });
});
