import { describe, expect, it } from 'vitest';
import { readCapped, readRequestBytes, readRequestText } from './body';

/** An endless body that counts what was pulled from it. */
function endless(chunkBytes = 64 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(120));
    },
  });
  return { stream, counter };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

describe('the capped body reader', () => {
  it('returns a body within the cap exactly, bytes that are not UTF-8 included', async () => {
    const bytes = Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x7d]);
    expect(await readRequestBytes(post(bytes), 16)).toEqual(bytes);
    expect(await readRequestText(post('héllo'), 16)).toBe('héllo');
    expect(await readRequestText(new Request('http://localhost/x'), 16)).toBe('');
  });

  it('refuses a declared length over the cap without reading a byte', async () => {
    const { stream, counter } = endless();
    const request = post(stream, { 'content-length': String(100_000_000) });
    expect(await readRequestBytes(request, 16 * 1024)).toBeNull();
    // The stream fills its queue once when it is made (one chunk); the reader asks for nothing.
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('stops reading an endless body as soon as it passes the cap', async () => {
    const { stream, counter } = endless(4 * 1024);
    expect(await readRequestText(post(stream), 16 * 1024)).toBeNull();
    // The cap, the chunk that crossed it and what the stream had queued ahead: never the rest.
    expect(counter.pulled).toBeLessThanOrEqual(16 * 1024 + 3 * 4 * 1024);
  });

  it('counts bytes, not characters', async () => {
    async function* chunks() {
      yield new TextEncoder().encode('€€€€'); // 12 bytes
    }
    expect(await readCapped(chunks(), undefined, 11)).toBeNull();
    expect(await readCapped(chunks(), undefined, 12)).toBe('€€€€');
  });
});
