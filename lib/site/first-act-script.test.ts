import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstActScript } from './first-act-script';

describe('the inline first-act script', () => {
  it('is one line of script that can be put inside a <script> element', () => {
    expect(() => new Function(firstActScript)).not.toThrow();
    expect(firstActScript).not.toMatch(/<\/script|<!--|\n/i);
  });

  it('is what proxy.ts hashes for the admin: a script naming localStorage and classList', () => {
    expect(firstActScript).toContain('localStorage');
    expect(firstActScript).toContain('classList');
  });

  it('stays small: under 900 bytes gzipped on its own, in every page', () => {
    expect(gzipSync(firstActScript, { level: 9 }).length).toBeLessThan(900);
  });
});
