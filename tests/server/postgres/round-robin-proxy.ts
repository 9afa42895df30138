/**
 * A small round-robin HTTP proxy for the multi-instance tests, doing what a load balancer in front
 * of the instances does (docs/deploy.md "Stopping an instance"), with nginx's default retry rule
 * (`proxy_next_upstream error`): each request goes to the next instance; a connection the instance
 * refuses (it is stopping or gone) is tried on the next one, which is safe because the instance
 * saw nothing of the request; a GET whose connection fails before any answer is tried again too.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';

export interface RoundRobinProxy {
  url: string;
  /** The instances' base URLs, replaceable while it runs (an instance restarted on a new port). */
  upstreams: string[];
  /** Each connection failure it retried on the next instance ("GET ECONNRESET"). */
  failures: string[];
  close(): Promise<void>;
}

function forward(upstream: string, incoming: IncomingMessage, body: Buffer): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const target = new URL(incoming.url ?? '/', upstream);
    const outgoing = request(target, { method: incoming.method, headers: { ...incoming.headers, host: target.host }, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      for (let tries = 0; tries < proxy.upstreams.length * 2; tries += 1) {
        const upstream = proxy.upstreams[next++ % proxy.upstreams.length]!;
        try {
          const answer = await forward(upstream, incoming, body);
          outgoing.writeHead(answer.status, answer.headers).end(answer.body);
          return;
        } catch (error) {
          // Refused: the instance never saw the request; a read may be asked again in any case.
          const code = (error as { code?: string }).code;
          if (code !== 'ECONNREFUSED' && incoming.method !== 'GET') {
            outgoing.writeHead(502, { 'x-proxy-error': String(code) }).end();
            return;
          }
          proxy.failures.push(`${incoming.method} ${code}`);
        }
      }
      outgoing.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const proxy: RoundRobinProxy = {
    url: `http://127.0.0.1:${port}`,
    upstreams: [...upstreams],
    failures: [],
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
  return proxy;
}
