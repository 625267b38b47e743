import { createHash, randomBytes } from 'node:crypto';

/**
 * Secret links' tokens (an invitation, a shared view): 32 random bytes in base64url (43
 * characters), of which only the SHA-256 is stored, so a leaked database holds no usable link.
 */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** The stored form of a token: its SHA-256 in hex. */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a string has the shape of a token (anything else is refused before any lookup). */
export const isSecretTokenShape = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
