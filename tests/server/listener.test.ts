/**
 * The server's socket (src/server/listener.ts): plain HTTP, or with a certificate HTTPS speaking
 * HTTP/2 with HTTP/1.1 for older clients; the client's address reaches the app either way (the
 * per-IP limits need it), and closing does not wait for idle connections.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent as HttpAgent, get as httpGet } from 'node:http';
import { connect, type ClientHttp2Session } from 'node:http2';
import { createConnection } from 'node:net';
import { Agent, get as httpsGet, type RequestOptions } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevCertificate, type DevCertificate } from '../../scripts/dev-certificate';
import { listen, type Listener } from '../../src/server/listener';

const app = new Hono().get('/who', (c) => c.json({ address: getConnInfo(c).remote.address }));
const fetchApp = (request: Request, bindings: unknown) => app.fetch(request, bindings);

let dir: string;
let certificate: DevCertificate;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'listener-test-'));
  certificate = createDevCertificate(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function readBody(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolveBody, reject) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => { body += chunk; });
    stream.on('end', () => resolveBody(body));
    stream.on('error', reject);
  });
}

function http2Get(session: ClientHttp2Session, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolveAnswer, reject) => {
    const stream = session.request({ ':path': path });
    stream.on('response', (headers) => {
      readBody(stream).then((body) => resolveAnswer({ status: Number(headers[':status']), body }), reject);
    });
    stream.on('error', reject);
  });
}

/** HTTPS options of a client that offers HTTP/1.1 only (Node's https offers no protocol unless told). */
function http1Only(port: number, extra: RequestOptions = {}): RequestOptions {
  const options = { host: '127.0.0.1', port, path: '/who', ca: certificate.pem, ALPNProtocols: ['http/1.1'], ...extra };
  return options;
}

/** close() must settle long before a keep-alive or session timeout would end it. */
async function closesPromptly(listener: Listener): Promise<void> {
  const closed = await Promise.race([listener.close().then(() => true), new Promise((wait) => setTimeout(() => wait(false), 2000))]);
  expect(closed).toBe(true);
}

describe('with a certificate', () => {
  let listener: Listener;
  beforeAll(async () => {
    listener = await listen({ fetch: fetchApp, port: 0, host: '127.0.0.1', tls: certificate });
  });
  afterAll(() => listener.close());

  it('speaks HTTP/2 over TLS and the app sees the client address', async () => {
    const session = connect(`https://127.0.0.1:${listener.port}`, { ca: certificate.pem });
    try {
      const answer = await http2Get(session, '/who');
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ address: '127.0.0.1' });
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 over TLS too', async () => {
    const answer = await new Promise<{ status: number; body: string; protocol: string }>((resolveAnswer, reject) => {
      httpsGet(http1Only(listener.port), (response) => {
        const protocol = (response.socket as TLSSocket).alpnProtocol || 'none';
        readBody(response).then((body) => resolveAnswer({ status: response.statusCode ?? 0, body, protocol }), reject);
      }).on('error', reject);
    });
    expect(answer.protocol).toBe('http/1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ address: '127.0.0.1' });
  });

  it('refuses plain HTTP on the TLS port', async () => {
    const failed = await new Promise<boolean>((settle) => {
      httpGet({ host: '127.0.0.1', port: listener.port, path: '/who' }, (response) => settle(response.statusCode === 200))
        .on('error', () => settle(false));
    });
    expect(failed).toBe(false);
  });

  it('closes at once with an idle HTTP/2 session and an idle HTTP/1.1 keep-alive connection open', async () => {
    const own = await listen({ fetch: fetchApp, port: 0, host: '127.0.0.1', tls: certificate });
    const session = connect(`https://127.0.0.1:${own.port}`, { ca: certificate.pem });
    expect((await http2Get(session, '/who')).status).toBe(200);
    const agent = new Agent({ keepAlive: true, ca: certificate.pem });
    await new Promise<void>((done, reject) => {
      httpsGet(http1Only(own.port, { agent }), (response) => {
        readBody(response).then(() => done(), reject);
      }).on('error', reject);
    });
    try {
      await closesPromptly(own);
    } finally {
      session.close();
      agent.destroy();
    }
  });
});

describe('without a certificate', () => {
  it('speaks plain HTTP/1.1 and closes at once with an idle keep-alive connection open', async () => {
    const listener = await listen({ fetch: fetchApp, port: 0, host: '127.0.0.1', tls: null });
    const agent = new HttpAgent({ keepAlive: true });
    const body = await new Promise<string>((resolveBody, reject) => {
      httpGet({ host: '127.0.0.1', port: listener.port, path: '/who', agent }, (response) => {
        readBody(response).then(resolveBody, reject);
      }).on('error', reject);
    });
    expect(JSON.parse(body)).toEqual({ address: '127.0.0.1' });
    try {
      await closesPromptly(listener);
    } finally {
      agent.destroy();
    }
  });

  it('keeps an idle connection open longer than a load balancer does (60 s), so none is reset as it is reused', async () => {
    const listener = await listen({ fetch: fetchApp, port: 0, host: '127.0.0.1', tls: null });
    const agent = new HttpAgent({ keepAlive: true });
    try {
      const keepAlive = await new Promise<string>((resolveHeader, reject) => {
        httpGet({ host: '127.0.0.1', port: listener.port, path: '/who', agent }, (response) => {
          response.resume();
          resolveHeader(String(response.headers['keep-alive'] ?? ''));
        }).on('error', reject);
      });
      expect(Number(/timeout=(\d+)/.exec(keepAlive)?.[1])).toBeGreaterThan(60);
    } finally {
      agent.destroy();
      await listener.close();
    }
  });
});

describe('a graceful close (issue 29: a deploy fails no request in flight)', () => {
  /** An app whose /slow answers when the test says so. */
  function slowApp() {
    let release!: () => void;
    const released = new Promise<void>((done) => { release = done; });
    let arrived!: () => void;
    const arrival = new Promise<void>((done) => { arrived = done; });
    const slow = new Hono()
      .get('/slow', async (c) => {
        arrived();
        await released;
        return c.text('done');
      })
      .get('/who', (c) => c.text('here'));
    return { fetch: (request: Request, bindings: unknown) => slow.fetch(request, bindings), release, arrival };
  }

  const get = (port: number, path: string, agent?: HttpAgent) => new Promise<{ status: number; body: string }>((resolveAnswer, reject) => {
    httpGet({ host: '127.0.0.1', port, path, agent }, (response) => {
      readBody(response).then((body) => resolveAnswer({ status: response.statusCode ?? 0, body }), reject);
    }).on('error', reject);
  });

  it('lets a request in flight finish with its answer, refuses new connections and ends idle ones at once', async () => {
    const { fetch, release, arrival } = slowApp();
    const listener = await listen({ fetch, port: 0, host: '127.0.0.1', tls: null });
    const idleAgent = new HttpAgent({ keepAlive: true });
    try {
      await get(listener.port, '/who', idleAgent);
      const inFlight = get(listener.port, '/slow');
      await arrival;
      const closed = listener.close(5_000);
      await expect(get(listener.port, '/who')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      release();
      expect(await inFlight).toEqual({ status: 200, body: 'done' });
      // Settles once the answer is out, the idle keep-alive connection having been ended at once.
      const settled = await Promise.race([closed.then(() => true), new Promise((wait) => setTimeout(() => wait(false), 2000))]);
      expect(settled).toBe(true);
    } finally {
      idleAgent.destroy();
      release();
    }
  });

  it('answers a connection opened just before the close whose request arrives after it', async () => {
    const { fetch, release } = slowApp();
    release();
    const listener = await listen({ fetch, port: 0, host: '127.0.0.1', tls: null });
    const socket = createConnection({ host: '127.0.0.1', port: listener.port });
    await new Promise((connected) => socket.once('connect', connected));
    // Let the server take the connection in before it is told to close.
    await new Promise((wait) => setTimeout(wait, 50));
    const closed = listener.close(5_000);
    let answer = '';
    socket.on('data', (chunk: Buffer) => { answer += chunk.toString(); });
    const ended = new Promise((done) => socket.once('close', done));
    socket.write('GET /who HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await ended;
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('here');
  });

  it('cuts a request still running when the grace time is over', async () => {
    const { fetch, release, arrival } = slowApp();
    const listener = await listen({ fetch, port: 0, host: '127.0.0.1', tls: null });
    try {
      const inFlight = get(listener.port, '/slow');
      await arrival;
      const started = Date.now();
      await listener.close(300);
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect(inFlight).rejects.toMatchObject({ code: 'ECONNRESET' });
    } finally {
      release();
    }
  });
});
