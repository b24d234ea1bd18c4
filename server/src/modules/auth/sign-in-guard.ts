import { errorCodes } from '@studyhub/contract/api';
import type {
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from '../../errors.ts';
import { byAddress, type Window, waitInWords } from '../../plugins/rate-limit.ts';
import { type Devices, deviceCookieName } from './device-cookie.ts';
import type { Turn } from './fair-line.ts';

interface FailureLimit {
  name: string;
  max: number;
  windowMs: number;
}

export interface SignInLimits {
  /** Failed sign-ins from one address, across accounts: guessing one password on many. */
  failuresPerIp: FailureLimit;
  /** Failed sign-ins from one address to one account: guessing one account's password. */
  failuresPerIpAndEmail: FailureLimit;
  /** Failed sign-ins from a device that signed in to the account before (decision 53). */
  failuresPerDevice: FailureLimit;
}

/**
 * Past an address's failure limit, a new device may still try an account that has failed at most
 * this many times from that address: a student who mistyped once or twice is not walled off.
 */
const typosAllowed = 2;

/**
 * How long an address past its failure limit waits between checks, after `level` of them: 5 s,
 * 10 s, 20 s, 40 s, then a minute. A student behind a college NAT waits seconds, while guesses
 * across many accounts stay at about 20 more per 15 minutes than the limit's 50.
 */
export const pastTheLimitWaitMs = (level: number) => Math.min(60_000, 5_000 * 2 ** (level - 1));
const pastTheLimitWindowMs = 15 * 60 * 1000;

interface Counted {
  key: string;
  window: Window;
}

interface SignInCount {
  turn: Turn;
  /** Given back unless the answer is a refused password (401). */
  failures: Counted[];
  /** The check past the address's limit and its wait: kept when it fails, so the next is longer. */
  pastTheLimit: Counted[];
  /** A password refused past the address's limit, answered 429 (and counted as a failure). */
  refusedPastTheLimit: boolean;
}

const tooManyAttempts = (seconds: number) =>
  new AppError(
    429,
    errorCodes.rateLimited,
    `Too many attempts. Please wait ${waitInWords(seconds)} and try again.`,
  );
const networkWait = (seconds: number) =>
  new AppError(
    429,
    errorCodes.rateLimited,
    `Many sign-ins have failed from your network. Please wait ${waitInWords(seconds)} and try again.`,
  );
const refusedAndWait = (seconds: number) =>
  new AppError(
    429,
    errorCodes.rateLimited,
    `Invalid email or password. Many sign-ins have failed from your network, so please wait ${waitInWords(seconds)} before trying again.`,
  );
const secondsUntil = (window: Window) =>
  Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));

const byAddressTurn = (request: FastifyRequest): Turn => ({
  share: 'new-devices',
  client: `address:${byAddress(request)}`,
});

/**
 * A registration's place in the password line (decision 53): a device the server signed waits
 * with the known devices (as itself), anyone else with the new devices (as their address).
 */
export async function registrationTurn(devices: Devices, request: FastifyRequest): Promise<Turn> {
  const device = await devices.read(request.cookies[deviceCookieName]);
  return device
    ? { share: 'known-devices', client: `device:${device.id}` }
    : byAddressTurn(request);
}

/**
 * The failure limits of sign-in (decisions 19 and 53). Failures are counted when a request
 * arrives and given back unless it is answered with a refused password. A full window refuses as
 * before, with two exceptions that keep a shared address usable:
 * - a device that signed in to the account before is counted by itself instead, so failures of
 *   others behind the same college NAT or carrier address never refuse it;
 * - past the address's limit of failures across accounts, an account with no more than a typo or
 *   two from that address is still checked, one check at a time with a wait between them that
 *   grows with each one that fails: spraying one password over many accounts stays slow, while a
 *   student behind the address gets through after at most that wait. A password refused there
 *   is answered 429 with that wait (still saying the password was wrong), as every other attempt
 *   past the limit is.
 * Register `preHandler` and `onResponse` on the route; the handler signs in through `checking`,
 * which gives it its place in the password line.
 */
export function createSignInGuard(options: { devices: Devices; limits: SignInLimits }) {
  const { devices, limits } = options;
  const counts = new WeakMap<FastifyRequest, SignInCount>();

  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const email = (request.body as { email: string }).email;
    const address = byAddress(request);
    const device = await devices.read(request.cookies[deviceCookieName]);
    const known = device !== undefined && (await devices.knows(device, email));
    const count: SignInCount = {
      turn: byAddressTurn(request),
      failures: [],
      pastTheLimit: [],
      refusedPastTheLimit: false,
    };
    counts.set(request, count);

    const perIp = await hit(request, limits.failuresPerIp, address);
    count.failures.push(perIp);
    const perIpAndEmail = await hit(request, limits.failuresPerIpAndEmail, `${address} ${email}`);
    count.failures.push(perIpAndEmail);
    // Another failed sign-in from the address in the window (or one still being checked): its
    // checks wait with the failing addresses'. This request is counted too.
    const failing = perIp.window.count > 1;
    count.turn = known
      ? { share: 'known-devices', client: `account:${email}` }
      : { share: failing ? 'failing-addresses' : 'new-devices', client: `address:${address}` };

    if (known && device) {
      const perDevice = await hit(request, limits.failuresPerDevice, device.id);
      count.failures.push(perDevice);
      if (perDevice.window.count > limits.failuresPerDevice.max) {
        await refuse(request, reply, count, perDevice, tooManyAttempts);
      }
      return;
    }
    if (perIpAndEmail.window.count > limits.failuresPerIpAndEmail.max) {
      await refuse(request, reply, count, perIpAndEmail, tooManyAttempts);
    }
    if (perIp.window.count <= limits.failuresPerIp.max) return;
    if (perIpAndEmail.window.count > typosAllowed + 1) {
      await refuse(request, reply, count, perIp, tooManyAttempts);
    }

    const level = await hit(
      request,
      { name: 'login-past-limit-per-ip', windowMs: pastTheLimitWindowMs },
      address,
    );
    const gate = await hit(
      request,
      { name: 'login-past-limit-gate', windowMs: pastTheLimitWaitMs(level.window.count) },
      address,
    );
    if (gate.window.count > 1) {
      await giveBack(request, level);
      await giveBack(request, gate);
      await refuse(request, reply, count, gate, networkWait);
    }
    count.pastTheLimit.push(level, gate);
  };

  const onResponse: onResponseAsyncHookHandler = async (request, reply) => {
    const count = counts.get(request);
    if (!count || reply.statusCode === 401 || count.refusedPastTheLimit) return;
    for (const counted of [...count.failures, ...count.pastTheLimit]) {
      await giveBack(request, counted);
    }
  };

  return {
    preHandler,
    onResponse,
    /**
     * Runs the sign-in in the request's place in the password line (worked out by `preHandler`);
     * past the address's limit, a refused password becomes the 429 with its wait.
     */
    async checking<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      signIn: (turn: Turn) => Promise<T>,
    ): Promise<T> {
      const count = counts.get(request);
      try {
        return await signIn(count?.turn ?? byAddressTurn(request));
      } catch (error) {
        const gate = count?.pastTheLimit[1];
        if (!count || !gate || !(error instanceof AppError) || error.statusCode !== 401) {
          throw error;
        }
        count.refusedPastTheLimit = true;
        const seconds = secondsUntil(gate.window);
        reply.header('retry-after', String(seconds));
        throw refusedAndWait(seconds);
      }
    },
  };
}

async function hit(
  request: FastifyRequest,
  limit: { name: string; windowMs: number },
  requester: string,
): Promise<Counted> {
  const key = `${limit.name}:${requester}`;
  try {
    return { key, window: await request.server.counters.hit(key, limit.windowMs) };
  } catch (error) {
    request.log.error({ err: error }, 'rate limit store is not answering');
    throw new AppError(
      503,
      errorCodes.unavailable,
      'This is paused for a moment because the site cannot check its safety limits right now. Please try again in a minute.',
    );
  }
}

async function giveBack(request: FastifyRequest, counted: Counted) {
  try {
    await request.server.counters.giveBack(counted.key, counted.window);
  } catch (error) {
    request.log.warn({ err: error }, 'could not give back a counted attempt');
  }
}

/**
 * Refuses with the wait the full window leaves. The window that refused keeps this request (it
 * stays full until it ends); the others are given back, as the request was never checked.
 */
async function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  count: SignInCount,
  refusing: Counted,
  answer: (seconds: number) => AppError,
): Promise<never> {
  for (const counted of count.failures) {
    if (counted !== refusing) await giveBack(request, counted);
  }
  count.failures = [];
  const seconds = secondsUntil(refusing.window);
  reply.header('retry-after', String(seconds));
  request.log.warn(
    { limit: refusing.key.split(':')[0], retryAfterSeconds: seconds },
    'sign-in refused',
  );
  throw answer(seconds);
}
