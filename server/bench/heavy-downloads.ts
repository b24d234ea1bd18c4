import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sandboxCards } from '@studyhub/contract/payments';
import { builtServerMain, ensureServerBuilt } from '../../scripts/server-build.ts';
import { scannedNotePdf } from '../test/scanned-note.ts';
import { message, startServer } from './http-table.ts';
import { memory } from './logins-and-files.ts';

/**
 * Issue 21, point 5 (decision 54): does one buyer downloading a large paid note many times at
 * once hold up everyone else? A fresh server process with a `pages`-page note of about
 * `pages × bytesPerPage` bytes as a paid note's file and a free one's; other visitors'
 * GET /api/notes, one after another, measured idle, then while another process
 * (download-load.ts) sends `downloads` downloads of the paid note at once as its buyer (the
 * first it has had), then while it sends as many of the free note, which are the same bytes sent
 * as stored. Printed: the visitors' p50 and p99, the server's RSS growth during the paid
 * downloads, and the time to the first and the last byte of a later download of the buyer's
 * copy and of the free note. Figures only: nothing is asserted.
 *
 * HEAVY_DOWNLOADS_BEFORE names another build's server/dist/main.js (the code before a change) to
 * measure in the same run, as SIGN_IN_FLOOD_BEFORE does.
 */
export interface HeavyDownloadsOptions {
  downloads: number;
  pages: number;
  bytesPerPage: number;
  /** Visitors' requests measured idle. */
  idleSamples: number;
  /** Later downloads timed of each file (each counts towards the buyer's daily limit). */
  laterDownloads: number;
}

export const heavyDownloadsDefaults: HeavyDownloadsOptions = {
  downloads: 16,
  pages: 120,
  bytesPerPage: 136 * 1024,
  idleSamples: 200,
  laterDownloads: 3,
};

const targets = { p99Ratio: 2, rssGrowthMiB: 200, laterDownloadMs: 50 };
const mebibyte = 1024 * 1024;

export async function benchHeavyDownloads(options: HeavyDownloadsOptions) {
  ensureServerBuilt();
  const note = await scannedNotePdf({
    pages: options.pages,
    bytesPerPage: options.bytesPerPage,
    title: 'Bench notes',
  });
  console.log(
    `\nheavy downloads: a ${(note.byteLength / mebibyte).toFixed(1)} MiB, ${options.pages}-page paid note downloaded ${options.downloads} times at once by its buyer from another process; other visitors' GET /api/notes one after another (targets: p99 loaded at most ${targets.p99Ratio}x idle, server RSS growth under ${targets.rssGrowthMiB} MiB, a later download of the buyer's copy within ${targets.laterDownloadMs} ms)`,
  );
  const before = process.env.HEAVY_DOWNLOADS_BEFORE;
  if (before) await measureServer('before', before, note, options);
  await measureServer('this build', builtServerMain, note, options);
}

async function measureServer(
  label: string,
  serverMain: string,
  note: Buffer,
  options: HeavyDownloadsOptions,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-bench-heavy-'));
  const { child: server, address } = startServer(dataDir, {
    main: serverMain,
    env: { PAYMENT_PROVIDER: 'sandbox' },
  });
  const stopServer = () => server.kill();
  process.once('exit', stopServer);
  const stampings = stampingTimes(server);
  try {
    const base = await address;
    const serverPid = server.pid ?? 0;
    const { notes } = (await (await fetch(`${base}/api/notes?pageSize=100`)).json()) as {
      notes: { id: string; isFree: boolean }[];
    };
    const paid = notes.find((item) => !item.isFree);
    const free = notes.find((item) => item.isFree);
    if (!paid || !free) throw new Error('the seeded catalog has no paid or no free note');
    // The same file in place of a paid note's and a free note's, written into the store as the
    // seed wrote theirs (an upload would leave its check's worker in memory for 30 s).
    for (const { id } of [paid, free]) {
      const stored = path.join(dataDir, 'files/notes', `${id}.pdf`);
      if (!existsSync(stored)) throw new Error(`the seeded note ${id} is not at ${stored}`);
      writeFileSync(stored, note);
    }
    const buyer = await register(base);
    await buyNote(base, buyer, paid.id);
    const paidUrl = `/api/notes/${paid.id}/download`;
    const freeUrl = `/api/notes/${free.id}/download`;

    const idle = await visitorLatencies(base, (count) => count >= options.idleSamples);
    const paidLoad = await underLoad(base, paidUrl, buyer, options.downloads, serverPid);
    // The same bytes sent as stored: what sending them costs, whoever they are for.
    const freeLoad = await underLoad(base, freeUrl, buyer, options.downloads, serverPid);
    const later = await downloadTimes(base, buyer, paidUrl, options.laterDownloads);
    const stored = await downloadTimes(base, buyer, freeUrl, options.laterDownloads);

    const figures = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms (${values.length} requests)`;
    const times = (load: Load) =>
      `${JSON.stringify(load.statuses)} in ${(load.ms / 1000).toFixed(2)} s`;
    const ratio = percentile(paidLoad.latencies, 99) / percentile(idle, 99);
    const growthMiB = (paidLoad.peakRssKiB - paidLoad.idleRssKiB) / 1024;
    const median = (values: number[]) => percentile(values, 50).toFixed(1);
    console.log(`${label}:`);
    console.log(`  visitors idle: ${figures(idle)}`);
    console.log(
      `  visitors during the ${options.downloads} paid downloads: ${figures(paidLoad.latencies)}: p99 ${ratio.toFixed(2)}x idle (target at most ${targets.p99Ratio}x); the downloads ${times(paidLoad)}${stampings.length ? `, stamped in ${stampings.join(', ')} ms` : ''}`,
    );
    console.log(
      `  visitors during ${options.downloads} downloads of the free note of the same size, sent as stored: ${figures(freeLoad.latencies)}: p99 ${(percentile(freeLoad.latencies, 99) / percentile(idle, 99)).toFixed(2)}x idle; the downloads ${times(freeLoad)}`,
    );
    console.log(
      `  server RSS: ${(paidLoad.idleRssKiB / 1024).toFixed(0)} MiB idle, peak ${(paidLoad.peakRssKiB / 1024).toFixed(0)} MiB during the paid downloads: +${growthMiB.toFixed(0)} MiB (target under ${targets.rssGrowthMiB} MiB); high-water mark ${(memory(serverPid).hwmKiB / 1024).toFixed(0)} MiB since start`,
    );
    console.log(
      `  a later download of the paid note: first byte median ${median(later.firstByte)} ms (target ${targets.laterDownloadMs} ms), last byte median ${median(later.lastByte)} ms; the free note, sent as stored: first byte ${median(stored.firstByte)} ms, last byte ${median(stored.lastByte)} ms (medians of ${options.laterDownloads})`,
    );
  } finally {
    server.kill();
    await once(server, 'exit');
    process.off('exit', stopServer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Load {
  latencies: number[];
  statuses: Record<string, number>;
  ms: number;
  idleRssKiB: number;
  peakRssKiB: number;
}

/**
 * Visitors' latencies while another process sends `count` downloads of `url` at once, and the
 * server's resident set before and at its peak meanwhile.
 */
async function underLoad(
  base: string,
  url: string,
  token: string,
  count: number,
  serverPid: number,
): Promise<Load> {
  const load = fork(
    path.join(import.meta.dirname, 'download-load.ts'),
    [base, url, token, String(count)],
    { stdio: 'inherit' },
  );
  try {
    await message(load, 'ready');
    const idleRssKiB = memory(serverPid).rssKiB;
    let peakRssKiB = idleRssKiB;
    const sampler = setInterval(() => {
      peakRssKiB = Math.max(peakRssKiB, memory(serverPid).rssKiB);
    }, 20);
    let finished = false;
    const done = message(load, 'done').finally(() => {
      finished = true;
    });
    load.send('start');
    const latencies = await visitorLatencies(base, () => finished);
    const {
      done: { statuses, ms },
    } = (await done) as { done: { statuses: Record<string, number>; ms: number } };
    clearInterval(sampler);
    peakRssKiB = Math.max(peakRssKiB, memory(serverPid).rssKiB);
    return { latencies, statuses, ms, idleRssKiB, peakRssKiB };
  } finally {
    load.kill();
  }
}

/** How long each stamping took in the server, as its log says (this change's log line). */
function stampingTimes(server: ChildProcess): number[] {
  const times: number[] = [];
  let rest = '';
  server.stdout?.on('data', (chunk) => {
    const lines = (rest + String(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"stamped a note for its buyer"')) continue;
      const ms = /"ms":(\d+)/.exec(line)?.[1];
      if (ms) times.push(Number(ms));
    }
  });
  return times;
}

async function postJson(base: string, url: string, body: object, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

async function register(base: string): Promise<string> {
  const body = { name: 'Bench Buyer', email: 'bench-buyer@example.com', password: 'bench 2026' };
  return (await postJson(base, '/api/auth/register', body)).token ?? '';
}

/** Buys the note with the sandbox's test card, as the checkout does. */
async function buyNote(base: string, token: string, noteId: string) {
  const order = await postJson(
    base,
    '/api/payment/create-order',
    { itemType: 'note', itemId: noteId },
    token,
  );
  const { success: _ok, ...paid } = await postJson(
    base,
    '/api/payment/sandbox/pay',
    { orderId: order.orderId, cardNumber: sandboxCards.success },
    token,
  );
  await postJson(base, '/api/payment/verify', paid, token);
}

/** GET /api/notes one after another until `enough` says so (at least one). */
async function visitorLatencies(
  base: string,
  enough: (count: number) => boolean,
): Promise<number[]> {
  const times: number[] = [];
  do {
    const started = performance.now();
    const response = await fetch(`${base}/api/notes`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/notes: HTTP ${response.status}`);
    times.push(performance.now() - started);
  } while (!enough(times.length));
  return times;
}

/**
 * The time to the first byte (the server's work) and to the last (with the transfer) of `count`
 * downloads of `url`, one after another.
 */
async function downloadTimes(base: string, token: string, url: string, count: number) {
  const firstByte: number[] = [];
  const lastByte: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    firstByte.push(performance.now() - started);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    lastByte.push(performance.now() - started);
  }
  return { firstByte, lastByte };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

if (import.meta.main) await benchHeavyDownloads(heavyDownloadsDefaults);
