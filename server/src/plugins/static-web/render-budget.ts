import type { FastifyRequest } from 'fastify';
import { byAddress, type Window } from '../rate-limit.ts';

/** The renders of one address are counted in windows of a minute (decision 55). */
const renderWindowMs = 60_000;

/**
 * Counts the render a request is about to cause against its address's budget (decision 55), shared
 * by every process through the counters (Redis when set), and gives the seconds to wait once the
 * minute's budget is spent. A client on the server's own machine is not counted: the benches and
 * tests, and every client of a proxy that TRUST_PROXY does not name, all come from it.
 */
export async function renderWait(
  request: FastifyRequest,
  perMinute: number,
): Promise<number | undefined> {
  const address = byAddress(request);
  if (perMinute === 0 || request.ip === '::1' || address.startsWith('127.')) return undefined;
  let window: Window;
  try {
    window = await request.server.counters.hit(
      `page-renders-per-address:${address}`,
      renderWindowMs,
    );
  } catch (error) {
    // The budget guards the server's time, not an account: pages are rendered while it cannot count.
    request.log.warn({ err: error }, 'page renders not counted: the counters are not answering');
    return undefined;
  }
  if (window.count <= perMinute) return undefined;
  const seconds = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
  // One line a window, not one for each page refused to a flood.
  if (window.count === perMinute + 1) {
    request.log.warn({ address, perMinute, retryAfterSeconds: seconds }, 'page renders refused');
  }
  return seconds;
}

/** The answer to an address past its renders (decision 55): what to do, in the site's words. */
export function waitMessage(seconds: number): string {
  const wait = seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `Too many pages were asked for from your network. Please wait ${wait} and try again.`;
}
