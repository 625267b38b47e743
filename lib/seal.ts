import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A value sealed for a round trip through the browser (an address, a cookie): JSON encrypted and
 * authenticated with AES-256-GCM under `key` (32 bytes), in base64url. Nobody without the key can
 * read it or change it unnoticed.
 */
export function seal(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The value in `sealed`, or null when it was not sealed under `key` (or was changed). */
export function unseal(key: Buffer, sealed: string): unknown {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return null;
  }
}
