import { createHash } from 'node:crypto';
import net from 'node:net';
import { Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';

const t = useTestApp();
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/** Writes bytes to a real socket, as a client Node cannot parse would, and reads the answer until the server closes. */
function sendRaw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a client that half-closes first gets its request aborted, as Node's server does.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString().split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ statusLine, headers, body });
    });
  });
}

const unreadable = (reason: string) => ({ status: Status.unreadableBody, result: null, reason });

describe(`answers before any route (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(['/%', '/api/Login%zz', '/qcvisit/%E0%A4%A'])('answers 400 in the envelope for the malformed URL %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toEqual(unreadable('Unreadable request: the URL is not validly percent-encoded'));
  });

  it.each([
    [
      'headers larger than the server reads',
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      '431 Request Header Fields Too Large',
      'Unreadable request: its headers are too large',
    ],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n', '400 Bad Request', 'Unreadable request: it is not valid HTTP'],
    [
      'a header line without a colon',
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n',
      '400 Bad Request',
      'Unreadable request: it is not valid HTTP',
    ],
  ])('answers %s in the envelope on a real socket', async (_what, request, statusLine, reason) => {
    const answer = await sendRaw(request);
    expect(answer.statusLine).toBe(`HTTP/1.1 ${statusLine}`);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual(unreadable(reason));
  });

  it('still answers ordinary requests on the same server', async () => {
    const answer = await sendRaw('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
  });
});

describe('the API documentation page', () => {
  it('runs its own inline script and style only, by their hashes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const policy = String(response.headers['content-security-policy']);
    const hashOf = (tag: string) => {
      const inline = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(response.body)?.[1] ?? '';
      return `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    };
    expect(policy).toContain(`script-src ${hashOf('script')};`);
    expect(policy).toContain(`style-src ${hashOf('style')};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("connect-src 'self'");
  });
});
