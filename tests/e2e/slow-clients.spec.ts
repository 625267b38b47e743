import { connect, type Socket } from 'node:net';
import { expect, test } from './fixtures';

/**
 * Clients no browser resembles are cut off by the server itself (scripts/server.mjs, timeouts in
 * docs/deployment.md): headers that never finish, a body that never comes, a sign-in body far over
 * its cap. Each test waits for the server to act; none of them finishes unless it does.
 */
test.describe.configure({ mode: 'parallel' });

function open(baseURL: string): Promise<Socket> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server sends until it closes the connection. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
  });
}

test('headers that never finish are cut off with 408 @once', async ({ baseURL }) => {
  const socket = await open(baseURL as string);
  const closed = untilClosed(socket);
  socket.write('GET /pricing HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
  const answer = await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
});

test('a body that never comes is cut off with 408 @once', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const socket = await open(baseURL as string);
  const closed = untilClosed(socket);
  socket.write(
    'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
  );
  const answer = await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
});

test('a sign-in body far over its cap is refused while it is still being sent @once', async ({
  baseURL,
}) => {
  const socket = await open(baseURL as string);
  let answer = '';
  socket.setEncoding('utf8');
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (chunk: string) => {
      answer += chunk;
      resolve();
    });
    socket.on('close', () => resolve());
  });
  socket.write(
    `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nOrigin: ${baseURL}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  // Up to 100 MB in 64 KB chunks, stopping as soon as the server answers: a server that read the
  // whole body first would answer only after the last chunk.
  const chunk = `${(64 * 1024).toString(16)}\r\n${'x'.repeat(64 * 1024)}\r\n`;
  let sent = 0;
  let done = false;
  void answered.then(() => {
    done = true;
  });
  while (!done && sent < 100 * 1024 * 1024) {
    if (!socket.write(chunk)) {
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), answered]);
    }
    sent += 64 * 1024;
  }
  await answered;
  socket.destroy();
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(sent).toBeLessThan(100 * 1024 * 1024);
});
