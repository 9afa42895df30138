/**
 * The socket the server answers on: plain HTTP/1.1, or with a certificate HTTPS that speaks HTTP/2
 * (HTTP/1.1 for clients that cannot). Browsers use HTTP/2 only over TLS; on it a page's requests
 * share one connection instead of queueing for six, which on a slow mobile network is the
 * difference between /login painting at 1.8 s and at 2.4 s (docs/performance.md).
 */
import { serve, type ServerType } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSecureServer, type Http2Session } from 'node:http2';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

export interface ListenOptions {
  fetch: (request: Request, bindings: unknown) => Response | Promise<Response>;
  port: number;
  host: string;
  tls: TlsFiles | null;
}

/** How long an idle HTTP/1.1 connection is kept open. */
export const KEEP_ALIVE_MS = 65_000;

export interface Listener {
  /** The port it listens on (the one the system chose when asked for port 0). */
  port: number;
  /**
   * Stops accepting connections and closes the idle ones at once; requests in flight get up to
   * `graceMs` to finish (each connection closes after its last answer), then whatever is left is
   * cut. 0: cut everything at once.
   */
  close(graceMs?: number): Promise<void>;
}

export async function listen({ fetch, port, host, tls }: ListenOptions): Promise<Listener> {
  // Read before listening: a missing or unreadable file stops the start with its own message.
  const secure = tls && { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile), allowHTTP1: true };
  const sessions = new Set<Http2Session>();
  /**
   * HTTP/1.1 connections (plain or over TLS) and how many requests each has in flight; null until
   * its first request: a connection just opened may have that request on the way, so closing
   * waits for its answer instead of ending it as idle.
   */
  const http1 = new Map<Socket, number | null>();
  let closing = false;
  const track = (socket: Socket) => {
    http1.set(socket, null);
    socket.once('close', () => http1.delete(socket));
  };
  const server = await new Promise<ServerType>((resolveServer) => {
    const options = { fetch, port, hostname: host };
    const started: ServerType = secure
      ? serve({ ...options, createServer: createSecureServer, serverOptions: secure }, () => resolveServer(started))
      : serve(options, () => resolveServer(started));
  });
  // An idle keep-alive connection outlives a load balancer's (60 s is common): closed by the server
  // first, a request the balancer or a client sends on it at that moment is reset (Node's default
  // is 5 s). The headers' limit must exceed it.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  if (secure) {
    server.on('secureConnection', (socket: TLSSocket) => {
      if (socket.alpnProtocol !== 'h2') track(socket);
    });
  } else {
    server.on('connection', track);
  }
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const inFlight = http1.get(socket);
    // An HTTP/2 stream: its session finishes its streams by itself once closed.
    if (inFlight === undefined) return;
    http1.set(socket, (inFlight ?? 0) + 1);
    response.once('close', () => {
      const left = (http1.get(socket) ?? 1) - 1;
      http1.set(socket, left);
      // Closing: the connection's last answer is out, it takes no further request.
      if (closing && left === 0) socket.end();
    });
  });
  const address = server.address();
  const cutEverything = () => {
    for (const session of sessions) session.destroy();
    for (const socket of http1.keys()) socket.destroy();
  };
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: (graceMs = 0) => new Promise<void>((done) => {
      closing = true;
      const deadline = setTimeout(cutEverything, graceMs);
      server.close(() => {
        clearTimeout(deadline);
        done();
      });
      // Idle keep-alive connections and HTTP/2 sessions would hold the close open until they time out.
      for (const session of sessions) session.close();
      for (const [socket, inFlight] of http1) if (inFlight === 0) socket.end();
      // A connection still waiting for its first request gets until the deadline to send it.
      if (graceMs === 0) cutEverything();
    }),
  };
}
