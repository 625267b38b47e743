import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal';

describe('seal', () => {
  const key = randomBytes(32);

  it('gives back what it sealed, and nothing to another key or after a change', () => {
    const sealed = seal(key, { id: 3, text: 'é 👩‍💻' });
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(sealed).not.toContain('id');
    expect(unseal(key, sealed)).toEqual({ id: 3, text: 'é 👩‍💻' });
    expect(unseal(randomBytes(32), sealed)).toBeNull();
    const changed = `${sealed.slice(0, -3)}${sealed.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(unseal(key, changed)).toBeNull();
    expect(unseal(key, '')).toBeNull();
    expect(unseal(key, 'not sealed at all')).toBeNull();
  });

  it('seals the same value differently each time', () => {
    expect(seal(key, 1)).not.toBe(seal(key, 1));
  });
});
