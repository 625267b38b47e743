import { describe, expect, it } from 'vitest';
import { authMessages, validateNewPassword } from './messages';

describe('validateNewPassword', () => {
  it('refuses a password shorter than 6 characters first', () => {
    expect(validateNewPassword('12345', 'other')).toBe('Password must be at least 6 characters.');
  });

  it('refuses a confirmation that differs', () => {
    expect(validateNewPassword('123456', '1234567')).toBe('Passwords do not match.');
  });

  it('accepts 6 matching characters', () => {
    expect(validateNewPassword('123456', '123456')).toBeNull();
  });

  it('keeps the specification texts word for word', () => {
    expect(authMessages.passwordUpdated).toBe(
      'Password updated. You can now sign in with your email & password.',
    );
    expect(authMessages.magicLinkSent).toBe('Magic link sent. Check your email.');
    expect(authMessages.resetSent).toBe('Password reset email sent. Check your inbox.');
    expect(authMessages.enterEmail).toBe('Enter your email first.');
  });
});
