import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { ConnectionLimits } from '../config.ts';
import { clientKey } from '../lib/client-key.ts';

/**
 * Node checks header and request timeouts on a timer that runs every 30 s by default, which
 * would let a slow client keep its socket up to 30 s past its timeout.
 */
const connectionsCheckingIntervalMs = 1000;

/**
 * The timeouts of the HTTP server Fastify creates (decision 18). Header and request timeouts
 * count only the time to receive the request; a slow download is limited by the idle timeout
 * alone, which any byte sent or received resets.
 *
 * Every connection is on the header timeout's clock whenever it owes the server a request: from
 * its first moment (Node counts a connection that has sent nothing yet), and between kept-alive
 * requests, where the wait for the next one is at most the header timeout (issue 21: silent
 * sockets held every file descriptor).
 */
export function serverTimeouts(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.socketIdleTimeoutMs,
    keepAliveTimeout: Math.min(limits.keepAliveTimeoutMs, limits.headersTimeoutMs),
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(connectionsCheckingIntervalMs, limits.headersTimeoutMs),
    },
  } satisfies FastifyHttpOptions<Server>;
}

/**
 * Destroys a new socket when its remote address already holds `maxPerAddress` open ones, so one
 * client cannot take all the file descriptors the process has. The address is the socket's own
 * (an IPv6 one counted by its /64, as the rate limits count it): behind a reverse proxy every
 * socket comes from the proxy (0 turns the cap off).
 */
export function limitConnectionsPerAddress(app: FastifyInstance, maxPerAddress: number) {
  if (maxPerAddress === 0) return;
  const open = new Map<string, number>();
  // One warning per address while it stays at the cap, not one per refused socket.
  const warned = new Set<string>();

  app.server.on('connection', (socket: Socket) => {
    if (socket.remoteAddress === undefined) return; // already closed
    const address = clientKey(socket.remoteAddress);
    const count = open.get(address) ?? 0;
    if (count >= maxPerAddress) {
      socket.destroy();
      if (!warned.has(address)) {
        warned.add(address);
        app.log.warn({ address, maxPerAddress }, 'connections refused: too many from one address');
      }
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) {
        open.set(address, left);
      } else {
        open.delete(address);
        warned.delete(address);
      }
    });
  });
}
