/**
 * The shares of the line of password checks (decision 53), which take turns:
 * - `known-devices`: a device that has signed in to this account before (its device cookie);
 * - `new-devices`: anyone else, from an address that has not been failing;
 * - `failing-addresses`: anyone else, from an address with a failed sign-in in the last 15
 *   minutes, or another still being checked (a flood, or a college NAT someone mistyped at).
 */
export type ShareName = 'known-devices' | 'new-devices' | 'failing-addresses';

/** Who a password check is waiting for: its share, and the client it is counted as there. */
export interface Turn {
  share: ShareName;
  /** An address (an IPv6 client by its /64), or an account's known devices together. */
  client: string;
}

export interface FairLineOptions {
  /** Checks running at once. */
  concurrency: number;
  /** Checks waiting in each share; beyond it the client with the most waiting gives way. */
  maxWaiting: number;
  /** Checks one client may have waiting in its share. */
  perClientWaiting: number;
}

/** No place in the line: the client is told how long to wait before trying again. */
export class LineFullError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('The line of password checks is full.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

interface Waiter {
  start: () => void;
  refuse: (error: LineFullError) => void;
}

/**
 * The clients waiting in one share, each with its own small line, in the order of their turns:
 * a client joins at the end, and one that is served and still has checks waiting goes back there.
 */
interface Share {
  lines: Map<string, Waiter[]>;
  waiting: number;
}

const shareNames: ShareName[] = ['known-devices', 'new-devices', 'failing-addresses'];

/** A first guess at a check's time, until one has been measured. */
const firstEstimateMs = 100;
const longestAdvisedWaitSeconds = 60;

/**
 * A line for password checks that no crowd can take over (decision 53). The three shares take
 * turns, each taking every turn when it is the only one waiting: devices that signed in before
 * and addresses that have not been failing keep their part however many checks a flood sends.
 * Inside a share each client (an address, or an account's known devices) has its own small line
 * and the clients take one turn each in round-robin, so a sign-in waits for at most one check of
 * each other client of its share, not for everything a flooding address has sent. A full share
 * makes room by turning away the last check of the client with the most waiting; when no client
 * has more than the newcomer would, the newcomer is told how long to wait.
 */
export function createFairLine(options: FairLineOptions) {
  const { concurrency, maxWaiting, perClientWaiting } = options;
  const shares = new Map<ShareName, Share>(
    shareNames.map((name) => [name, { lines: new Map(), waiting: 0 }]),
  );
  let running = 0;
  let lastServed = shareNames.length - 1;
  let averageMs = firstEstimateMs;

  /** About how long the share's line takes to clear, in whole seconds. */
  function full(share: Share): LineFullError {
    const ms = averageMs * (share.waiting / concurrency + 1);
    return new LineFullError(
      Math.min(longestAdvisedWaitSeconds, Math.max(1, Math.ceil(ms / 1000))),
    );
  }

  function join(share: Share, client: string, waiter: Waiter) {
    const line = share.lines.get(client);
    const length = line?.length ?? 0;
    if (length >= perClientWaiting) throw full(share);
    if (share.waiting >= maxWaiting) {
      let longest: Waiter[] | undefined;
      for (const other of share.lines.values()) {
        if (!longest || other.length > longest.length) longest = other;
      }
      if (!longest || longest.length <= length + 1) throw full(share);
      const givenWay = longest.pop();
      share.waiting -= 1;
      givenWay?.refuse(full(share));
    }
    if (line) line.push(waiter);
    else share.lines.set(client, [waiter]);
    share.waiting += 1;
  }

  function leave(share: Share): Waiter | undefined {
    for (const [client, line] of share.lines) {
      const waiter = line.shift();
      share.waiting -= 1;
      // Back to the end of the turns, or out of the line.
      share.lines.delete(client);
      if (line.length > 0) share.lines.set(client, line);
      return waiter;
    }
    return undefined;
  }

  /** The next share after the last one served that has a check waiting. */
  function nextWaiter(): Waiter | undefined {
    for (let step = 1; step <= shareNames.length; step++) {
      const index = (lastServed + step) % shareNames.length;
      const share = shares.get(shareNames[index] ?? 'new-devices');
      if (share && share.waiting > 0) {
        lastServed = index;
        return leave(share);
      }
    }
    return undefined;
  }

  async function run<T>(turn: Turn, work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running += 1;
    else {
      const share = shares.get(turn.share);
      if (!share) throw new Error(`no share named ${turn.share}`);
      await new Promise<void>((start, refuse) => join(share, turn.client, { start, refuse }));
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
      // The slot passes straight to the next in line, or is freed.
      const next = nextWaiter();
      if (next) next.start();
      else running -= 1;
    }
  }

  return { run };
}
