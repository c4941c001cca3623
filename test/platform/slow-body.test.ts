// A client that sends its body slowly does not hold a connection for Node's default 300 s: the
// request must arrive whole within REQUEST_TIMEOUT_MS (here 300 ms), then 408 and the socket
// closes, on the product hosts and the gateway alike. The caller has a key: a keyless request is
// refused with 401 before its body is read (refusals come before work), so only an admitted
// request waits for a body.
import { describe, it, expect } from 'vitest';
import { connect } from 'node:net';
import { once } from 'node:events';
import { useSystem } from '../support/harness.js';

const sys = useSystem({ configOverrides: { requestTimeoutMs: 300 }, key: 'tmcp' });

/** Sends the headers and the first byte of a 100-byte body, then nothing; answers what comes back before the close. */
async function trickle(base: string, path: string, key: string): Promise<string> {
  const url = new URL(base);
  const socket = connect(Number(url.port), url.hostname);
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (d) => (answer += d));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
  );
  await once(socket, 'close');
  return answer;
}

describe('a slow request body', () => {
  it('is cut off with 408 after the request time-out', { timeout: 20_000 }, async () => {
    const loadingKey = await sys.testOrg.key('lmcp');
    expect(await trickle(sys.urls.ocean, '/v1/containers', sys.key)).toMatch(/^HTTP\/1\.1 408 /);
    expect(await trickle(sys.urls.loading, '/v1/plans', loadingKey)).toMatch(/^HTTP\/1\.1 408 /);
    expect(await trickle(sys.urls.gateway, '/graphql', sys.key)).toMatch(/^HTTP\/1\.1 408 /);
  });
});
