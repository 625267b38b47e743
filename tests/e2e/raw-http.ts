import { request as httpRequest } from 'node:http';

/** Headers flattened to strings (a repeated header's values one a line). */
export type RawAnswer = { status: number; body: string; headers: Record<string, string> };

/**
 * A request as raw HTTP from a loopback address of its own (`from`), every header the sender's
 * choice: what an attacker reaching the server directly can send. The path is sent exactly as
 * written, dot segments included (URL and fetch would resolve them).
 */
export function send(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string; from: string },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '') || '/';
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path, method: init.method, headers: init.headers, localAddress: init.from },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            headers[name] = Array.isArray(value) ? value.join('\n') : String(value ?? '');
          }
          resolve({ status: response.statusCode ?? 0, body, headers });
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}
