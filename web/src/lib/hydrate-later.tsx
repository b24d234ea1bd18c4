import { type ReactElement, Suspense, useState } from 'react';
import { hydration } from './hydration';

/**
 * Taking over a server-drawn page in pieces, one browser task each, so that no task blocks the
 * main thread for long: a budget phone answers a tap between two pieces. The page looks the same
 * throughout (the server's markup stays as it is until its piece is taken over); a link in a piece
 * not yet taken over still works as an ordinary link.
 *
 * Pieces are taken over in the order they are reached, the outer before the inner.
 */
const queue = {
  /** Settles when the last piece handed out so far has been taken over. */
  last: Promise.resolve(),
  pending: 0,
  settledListeners: [] as (() => void)[],
};

/** Resolves in a later task of its own (a message, which is not slowed down like a timer). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

interface Turn {
  taken: boolean;
  promise: Promise<void>;
}

function takeTurn(): Turn {
  queue.pending += 1;
  const turn: Turn = { taken: false, promise: Promise.resolve() };
  turn.promise = queue.last = queue.last.then(nextTask).then(() => {
    turn.taken = true;
    queue.pending -= 1;
    // The piece is drawn in this task's microtasks (Preact renders there); a piece it reveals
    // takes its turn then, so whether any is left is known in the next task.
    if (queue.pending === 0) void nextTask().then(settleIfDone);
  });
  return turn;
}

function settleIfDone() {
  if (queue.pending > 0) return;
  for (const listener of queue.settledListeners.splice(0)) listener();
}

/** Calls `done` once every piece of the page being taken over is live. */
export function whenTakenOver(done: () => void) {
  queue.settledListeners.push(done);
  void nextTask().then(settleIfDone);
}

function Waiting({ children }: { children: ReactElement }) {
  // Decided on the first render: only while the page is being taken over does a piece wait.
  const [turn] = useState(() => (hydration.active ? takeTurn() : undefined));
  if (turn && !turn.taken) throw turn.promise;
  return children;
}

/**
 * Takes its child over in a later task while a server-drawn page is being taken over, and draws it
 * at once otherwise (on the server, and on every later render). The child must draw exactly one
 * element: that element is what stays in place while it waits.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Waiting>{children}</Waiting>
    </Suspense>
  );
}
