/**
 * The one capped body reader of every endpoint that takes a body (events, the admin API, the
 * contact form, sign-in): a declared Content-Length over the cap is refused before a byte is read,
 * and a streamed body is read only until it passes the cap, so an oversized request costs the
 * server at most the cap in memory, whatever its size.
 */

/** The body's bytes, or null when the declared length or the bytes received exceed `max`. */
export async function readCappedBytes(
  chunks: AsyncIterable<Uint8Array>,
  declaredLength: string | null | undefined,
  max: number,
): Promise<Buffer | null> {
  if (Number(declaredLength ?? 0) > max) return null;
  const received: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early ends the iteration: the rest of the body is never read.
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > max) return null;
    received.push(chunk);
  }
  return Buffer.concat(received);
}

/** `readCappedBytes` as UTF-8 text. */
export async function readCapped(
  chunks: AsyncIterable<Uint8Array>,
  declaredLength: string | null | undefined,
  max: number,
): Promise<string | null> {
  const bytes = await readCappedBytes(chunks, declaredLength, max);
  return bytes === null ? null : bytes.toString('utf8');
}

/** A web Request's body as bytes ('' when it has none), null over `max`. */
export function readRequestBytes(request: Request, max: number): Promise<Buffer | null> {
  if (!request.body) {
    return Promise.resolve(
      Number(request.headers.get('content-length') ?? 0) > max ? null : Buffer.alloc(0),
    );
  }
  return readCappedBytes(request.body, request.headers.get('content-length'), max);
}

/** A web Request's body as text, null over `max`. */
export async function readRequestText(request: Request, max: number): Promise<string | null> {
  const bytes = await readRequestBytes(request, max);
  return bytes === null ? null : bytes.toString('utf8');
}
