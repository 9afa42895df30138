/**
 * The socket the server answers on: plain HTTP/1.1, or with a certificate HTTPS that speaks HTTP/2
 * (HTTP/1.1 for clients that cannot). Browsers use HTTP/2 only over TLS; on it a page's requests
 * share one connection instead of queueing for six, which on a slow mobile network is the
 * difference between /login painting at 1.8 s and at 2.4 s (docs/performance.md).
 */
import { serve, type ServerType } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import { createSecureServer, type Http2Session } from 'node:http2';
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
  close(): Promise<void>;
}

export async function listen({ fetch, port, host, tls }: ListenOptions): Promise<Listener> {
  // Read before listening: a missing or unreadable file stops the start with its own message.
  const secure = tls && { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile), allowHTTP1: true };
  const sessions = new Set<Http2Session>();
  const http1OverTls = new Set<TLSSocket>();
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
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.alpnProtocol === 'h2') return;
    http1OverTls.add(socket);
    socket.once('close', () => http1OverTls.delete(socket));
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((done) => {
      server.close(() => done());
      // Keep-alive connections and HTTP/2 sessions would hold the close open until they time out.
      if ('closeAllConnections' in server) server.closeAllConnections();
      for (const session of sessions) session.close();
      for (const socket of http1OverTls) socket.destroy();
    }),
  };
}
