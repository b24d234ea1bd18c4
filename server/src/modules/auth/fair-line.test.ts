import { describe, expect, it } from 'vitest';
import { createFairLine, LineFullError, type Turn } from './fair-line.ts';

// The line of password checks (decision 53) on its own: checks that end when the test says so.

const from = (client: string): Turn => ({ share: 'new-devices', client });
const knownDevice = (client: string): Turn => ({ share: 'known-devices', client });
const failing = (client: string): Turn => ({ share: 'failing-addresses', client });

function lineOf(options: { concurrency: number; maxWaiting: number; perClientWaiting: number }) {
  const line = createFairLine(options);
  const running: (() => void)[] = [];
  const served: string[] = [];
  const refused: string[] = [];
  const check = (turn: Turn, name: string) =>
    line
      .run(turn, () => {
        served.push(name);
        return new Promise<void>((done) => running.push(done));
      })
      .catch((error: unknown) => {
        if (!(error instanceof LineFullError)) throw error;
        refused.push(name);
      });
  /** Ends the check that has run longest, and lets the next one start. */
  const finishOne = async () => {
    running.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  const finishAll = async () => {
    while (running.length > 0) await finishOne();
  };
  return { check, served, refused, finishOne, finishAll };
}

describe('the fair line', () => {
  it('takes one check of each client in turn, not first come first served', async () => {
    const line = lineOf({ concurrency: 1, maxWaiting: 64, perClientWaiting: 16 });
    for (let index = 1; index <= 4; index++) line.check(from('flood'), `flood ${index}`);
    line.check(from('student'), 'student');
    await line.finishAll();
    expect(line.served).toEqual(['flood 1', 'flood 2', 'student', 'flood 3', 'flood 4']);
  });

  it('caps what one client may have waiting, and says how long to wait', async () => {
    const line = lineOf({ concurrency: 1, maxWaiting: 64, perClientWaiting: 2 });
    for (let index = 1; index <= 5; index++) line.check(from('flood'), `flood ${index}`);
    await line.finishAll();
    expect(line.served).toEqual(['flood 1', 'flood 2', 'flood 3']);
    expect(line.refused).toEqual(['flood 4', 'flood 5']);
  });

  it('makes room in a full line by turning away the last check of the client with the most', async () => {
    const line = lineOf({ concurrency: 1, maxWaiting: 3, perClientWaiting: 16 });
    for (let index = 1; index <= 4; index++) line.check(from('flood'), `flood ${index}`);
    line.check(from('student'), 'student');
    await line.finishAll();
    expect(line.refused).toEqual(['flood 4']);
    expect(line.served).toEqual(['flood 1', 'flood 2', 'student', 'flood 3']);
  });

  it('turns a newcomer away when every client waiting has as little as it would', async () => {
    const line = lineOf({ concurrency: 1, maxWaiting: 3, perClientWaiting: 16 });
    for (let index = 1; index <= 4; index++) line.check(from(`address ${index}`), `flood ${index}`);
    line.check(from('student'), 'new device');
    line.check(knownDevice('account'), 'known device');
    await line.finishAll();
    expect(line.refused).toEqual(['new device']);
    // Known devices and new ones take turns.
    expect(line.served).toEqual(['flood 1', 'known device', 'flood 2', 'flood 3', 'flood 4']);
  });

  it('gives the shares turns, so failing addresses cannot crowd out the rest', async () => {
    const line = lineOf({ concurrency: 1, maxWaiting: 64, perClientWaiting: 16 });
    for (let index = 1; index <= 4; index++)
      line.check(failing(`address ${index}`), `flood ${index}`);
    line.check(from('student'), 'new device');
    line.check(knownDevice('account'), 'known device');
    line.check(from('another student'), 'another new device');
    await line.finishAll();
    expect(line.served).toEqual([
      'flood 1',
      'known device',
      'new device',
      'flood 2',
      'another new device',
      'flood 3',
      'flood 4',
    ]);
  });

  it('runs as many checks at once as it has slots', async () => {
    const line = lineOf({ concurrency: 2, maxWaiting: 8, perClientWaiting: 8 });
    for (let index = 1; index <= 3; index++) line.check(from('flood'), `flood ${index}`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(line.served).toEqual(['flood 1', 'flood 2']);
    await line.finishOne();
    expect(line.served).toEqual(['flood 1', 'flood 2', 'flood 3']);
    await line.finishAll();
  });
});
