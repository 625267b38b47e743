import 'server-only';
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * A shared link's password, kept as scrypt (node:crypto, no dependency) with a random salt:
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>`, the parameters in the string so that they can be raised
 * later without breaking the links made before. N = 2^15 and r = 8 take 32 MiB and about 50 ms
 * a check: the unlock form is limited to a few attempts per link and per address.
 */
const cost = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 128 * (options.N ?? cost.N) * (options.r ?? cost.r) * 2;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashSharePassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')]
    .map(String)
    .join('$');
}

/** A hash no password matches, checked when there is no link: the answer takes as long. */
const decoy = `scrypt$${cost.N}$${cost.r}$${cost.p}$${'A'.repeat(22)}$${'A'.repeat(43)}`;

/**
 * Whether `password` is the one `stored` was made from, compared in constant time. With no
 * stored hash (no such link, or no password) it still spends the time of a check and says no.
 */
export async function verifySharePassword(
  password: string,
  stored: string | null,
): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = (stored ?? decoy).split('$');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (kind !== 'scrypt' || !salt || !hash || !Object.values(options).every(Number.isSafeInteger)) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), options);
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}
