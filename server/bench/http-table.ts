import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { builtServerMain, ensureServerBuilt, serverNodeFlags } from '../../scripts/server-build.ts';

/**
 * Issue 12's table: the server in its own process, loaded by wrk (another process), against a
 * plain node:http server on the same Node answering the very same bytes, started in the same run.
 * The ratios are what count on a shared machine; the absolute figures are printed beside them.
 */

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Four rows of 15 s: the server is under load for the 60 s after which issue 12 reads its memory.
const seconds = Number(process.env.BENCH_SECONDS ?? 15);

export interface TableRow {
  name: string;
  connections: number;
  rps: number;
  baselineRps: number;
  ratio: number;
  p99Ms: number;
  baselineP99Ms: number;
}

export interface TableResult {
  connections: number;
  seconds: number;
  rows: TableRow[];
  /** null when the bench measured a site it did not start. */
  rssIdleMiB: number | null;
  rssAfterLoadMiB: number | null;
  startToHealthyMs: number | null;
  firstLoadScriptBrotliKiB: number;
  firstLoadScriptGzipKiB: number;
}

export function ensureWrk(): string {
  const found = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  console.log('wrk is missing: installing it from Debian (apt-get install wrk)');
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk'],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error('could not install wrk: apt-get install wrk as root');
  return 'wrk';
}

function serverEnv(dataDir: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    // Production's log level, as the measured server's (to a pipe it drains): writes, refusals,
    // failures and slow answers are logged, ordinary reads only at debug (decision 34).
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ...extra,
  };
}

/**
 * The server as `npm start` runs it: the built server (or `main`, another build to compare), with
 * its Node flags, and `env` added to production's settings.
 */
export function startServer(
  dataDir: string,
  options: { main?: string; env?: NodeJS.ProcessEnv } = {},
): { child: ChildProcess; address: Promise<string> } {
  const child = spawn(process.execPath, [...serverNodeFlags, options.main ?? builtServerMain], {
    env: serverEnv(dataDir, options.env ?? {}),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { child, address: serverAddress(child) };
}

/** Reads the port from the server's start-up log line; later log lines are read and dropped. */
export function serverAddress(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let found = false;
    server.stdout?.on('data', (chunk) => {
      if (found) return;
      output += String(chunk);
      const port = /StudyHub is running at http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        found = true;
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    server.once('exit', () => reject(new Error(`the server stopped before listening:\n${output}`)));
  });
}

/** The first message from a forked load process that carries `key`. */
export function message(child: ChildProcess, key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the load process exited with ${code}`)));
    child.on('message', (value) => {
      if (typeof value === 'object' && value && key in value) resolve(value);
    });
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

/** The time from spawning the server on an already migrated, seeded database to its first 200. */
async function startToHealthy(dataDir: string): Promise<number> {
  const started = performance.now();
  const { child, address } = startServer(dataDir);
  try {
    const base = await address;
    for (;;) {
      const response = await fetch(`${base}/api/health`).catch(() => undefined);
      if (response?.ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await stop(child);
  }
}

interface Captured {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

const hopByHop = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The answer as sent, compressed or not (fetch would decode it): for pages sent compressed. */
function captureRaw(url: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`${url}: HTTP ${response.statusCode}`));
          return;
        }
        const kept: [string, string][] = [];
        for (const [name, value] of Object.entries(response.headers)) {
          if (!hopByHop.has(name) && typeof value === 'string') kept.push([name, value]);
        }
        resolve({ status: 200, headers: kept, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

async function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  if (headers['accept-encoding']) return captureRaw(url, headers);
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  const kept: [string, string][] = [];
  response.headers.forEach((value, name) => {
    // fetch decodes; the body captured is the decoded one, so its encoding header goes too.
    if (!hopByHop.has(name) && name !== 'content-encoding') kept.push([name, value]);
  });
  return { status: response.status, headers: kept, body };
}

/** A plain node:http server that answers each path with the bytes the real server gave. */
async function startBaseline(answers: Map<string, Captured>): Promise<{
  base: string;
  close: () => Promise<void>;
}> {
  const server = createServer((request, response) => {
    // A made-up parameter (`?x=<random>`, below) gets the bytes captured for `?x=0`.
    const url = request.url ?? '';
    const answer = answers.get(url) ?? answers.get(url.replace(/([?&]x=)\d+$/, '$10'));
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    for (const [name, value] of answer.headers) response.setHeader(name, value);
    response.setHeader('content-length', answer.body.length);
    response.writeHead(answer.status);
    response.end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface WrkFigures {
  rps: number;
  p99Ms: number;
  errors: number;
}

function toMs(value: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(value);
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return match[2] === 'us' ? amount / 1000 : match[2] === 's' ? amount * 1000 : amount;
}

/**
 * A wrk script that asks each request with a new made-up parameter in place of the URL's `x=0`: a
 * client that wants every page to miss the page cache (issue 21, point 8).
 */
const madeUpParameter = `request = function()
  return wrk.format(nil, (wrk.path:gsub("x=0$", "x=" .. math.random(1, 1000000000))))
end
`;

async function runWrk(
  wrk: string,
  url: string,
  headers: IncomingHttpHeaders,
  duration: number,
  connectionCount = connections,
) {
  const args = ['-t1', `-c${connectionCount}`, `-d${duration}s`, '--latency'];
  if (/[?&]x=0$/.test(url)) {
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'studyhub-wrk-')), 'made-up.lua');
    writeFileSync(script, madeUpParameter);
    args.push('-s', script);
  }
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  // Not spawnSync: the baseline server lives in this process and must keep answering.
  const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let errorOutput = '';
  child.stdout.on('data', (chunk) => (out += String(chunk)));
  child.stderr.on('data', (chunk) => (errorOutput += String(chunk)));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`wrk failed: ${errorOutput}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /\s99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '';
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: (.*)/.exec(out)?.[1];
  if (socketErrors) console.log(`  wrk socket errors on ${url}: ${socketErrors}`);
  const figures: WrkFigures = { rps, p99Ms: toMs(p99), errors: non2xx };
  return figures;
}

/** A GET on a new connection: after minutes of load, a pooled keep-alive one may be stale. */
function getFresh(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(Buffer.concat(chunks))
          : reject(new Error(`${url}: HTTP ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

/**
 * The first-load script of / as a phone gets it, compressed: every script the HTML names, what
 * those import, and the app's code the entry fetches once the page is drawn (its dynamic import of
 * start.tsx's chunk), with what that imports. Not the screens' own chunks: each page loads only
 * its own.
 */
async function firstLoadScript(base: string): Promise<{ brotli: number; gzip: number }> {
  const html = (await getFresh(`${base}/`)).toString();
  const entries = new Set(
    [
      ...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g),
    ].map((match) => match[1] as string),
  );
  const queue = [...entries];
  const counted = new Set<string>();
  let brotli = 0;
  let gzip = 0;
  for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
    if (counted.has(script)) continue;
    counted.add(script);
    const raw = await getFresh(`${base}${script}`);
    brotli += brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
    gzip += gzipSync(raw, { level: 9 }).length;
    const code = raw.toString();
    const imported = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)];
    if (entries.has(script)) imported.push(...code.matchAll(/import\("\.\/([^"]+\.js)"\)/g));
    for (const match of imported) queue.push(`/assets/${match[1]}`);
  }
  return { brotli: brotli / 1024, gzip: gzip / 1024 };
}

/**
 * The table. With `url`, a site already running there is measured (nginx in front of several
 * processes, `npm run bench:cluster`); it must have the demo accounts, and its start time and
 * memory are not this bench's to read.
 */
export async function benchTable(options: { url?: string } = {}): Promise<TableResult> {
  const wrk = ensureWrk();
  if (options.url) return measureSite(wrk, options.url.replace(/\/$/, ''), undefined);

  ensureServerBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-bench-table-'));
  // First start migrates and seeds; it is not the start that is timed.
  const first = startServer(dataDir);
  await first.address;
  await stop(first.child);
  const startTimes = [];
  for (let index = 0; index < 3; index++) startTimes.push(await startToHealthy(dataDir));
  startTimes.sort((a, b) => a - b);

  const { child, address } = startServer(dataDir);
  const stopOnExit = () => child.kill();
  process.once('exit', stopOnExit);
  // Drain the request log so the pipe never blocks the server.
  child.stdout?.resume();
  try {
    const base = await address;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return await measureSite(wrk, base, {
      pid: child.pid ?? 0,
      startToHealthyMs: startTimes[1] ?? Number.NaN,
    });
  } finally {
    await stop(child);
    process.off('exit', stopOnExit);
  }
}

async function measureSite(
  wrk: string,
  base: string,
  own: { pid: number; startToHealthyMs: number } | undefined,
): Promise<TableResult> {
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    const rssIdleMiB = own ? rssMiB(own.pid) : null;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@example.com', password: 'student-demo-2026' }),
    });
    if (!login.ok) throw new Error(`demo login failed: HTTP ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const bearer = { authorization: `Bearer ${token}` };
    // The web app's session (decision 44): the same session, as the browser sends it.
    const cookie = { cookie: `studyhub_session=${token}` };
    const page = { accept: 'text/html', 'accept-encoding': 'br' };
    const notes = (await (await fetch(`${base}/api/notes`)).json()) as { notes: { id: string }[] };
    const noteId = notes.notes[0]?.id;
    if (!noteId) throw new Error('no seeded note');

    const cases: {
      name: string;
      url: string;
      headers: Record<string, string>;
      connections?: number;
    }[] = [
      { name: 'GET /api/notes (cached)', url: '/api/notes', headers: {} },
      { name: 'GET /api/notes/:id', url: `/api/notes/${noteId}`, headers: {} },
      { name: 'GET /api/auth/verify (bearer)', url: '/api/auth/verify', headers: bearer },
      { name: 'GET /api/user/purchases (bearer, DB)', url: '/api/user/purchases', headers: bearer },
      // Issue 20: a visitor's page comes from the page cache, compressed once.
      { name: 'GET /notes page (visitor, page cache)', url: '/notes', headers: page },
      // Issue 21: a made-up parameter on every request finds the same kept page (decision 55).
      { name: 'GET /notes?x=<random> (visitor)', url: '/notes?x=0', headers: page },
      // Issue 20: a signed-in page is rendered for its student on every request, at 10 connections.
      {
        name: 'GET /notes page (signed in, rendered)',
        url: '/notes?signed-in',
        headers: { ...page, ...cookie },
        connections: 10,
      },
    ];
    const answers = new Map<string, Captured>();
    for (const item of cases)
      answers.set(item.url, await capture(`${base}${item.url}`, item.headers));
    baseline = await startBaseline(answers);

    // Warm both up (JIT, caches) before measuring.
    for (const item of cases) {
      await runWrk(wrk, `${base}${item.url}`, item.headers, 2, item.connections);
      await runWrk(wrk, `${baseline.base}${item.url}`, item.headers, 1, item.connections);
    }
    const rows: TableRow[] = [];
    for (const item of cases) {
      const count = item.connections ?? connections;
      const plain = await runWrk(wrk, `${baseline.base}${item.url}`, item.headers, seconds, count);
      const real = await runWrk(wrk, `${base}${item.url}`, item.headers, seconds, count);
      if (real.errors > 0) throw new Error(`${item.name}: ${real.errors} answers were not 2xx/3xx`);
      rows.push({
        name: item.name,
        connections: count,
        rps: real.rps,
        baselineRps: plain.rps,
        ratio: real.rps / plain.rps,
        p99Ms: real.p99Ms,
        baselineP99Ms: plain.p99Ms,
      });
    }
    const rssAfterLoadMiB = own ? rssMiB(own.pid) : null;
    const script = await firstLoadScript(base);
    return {
      connections,
      seconds,
      rows,
      rssIdleMiB,
      rssAfterLoadMiB,
      startToHealthyMs: own ? own.startToHealthyMs : null,
      firstLoadScriptBrotliKiB: script.brotli,
      firstLoadScriptGzipKiB: script.gzip,
    };
  } finally {
    await baseline?.close();
  }
}

export function printTable(result: TableResult) {
  console.log(
    `\nwrk, 1 thread, ${result.connections} connections, ${result.seconds} s per figure; "plain" is node:http on the same Node answering the same bytes`,
  );
  for (const row of result.rows) {
    console.log(
      `${row.name.padEnd(38)} c${String(row.connections).padEnd(3)} ${row.rps.toFixed(0).padStart(6)} req/s (plain ${row.baselineRps.toFixed(0).padStart(6)})  ${row.ratio.toFixed(2)}x plain  p99 ${row.p99Ms.toFixed(1)} ms (plain ${row.baselineP99Ms.toFixed(1)} ms)`,
    );
  }
  if (result.rssIdleMiB !== null && result.rssAfterLoadMiB !== null) {
    console.log(
      `server RSS: ${result.rssIdleMiB.toFixed(0)} MiB idle, ${result.rssAfterLoadMiB.toFixed(0)} MiB after the load`,
    );
  }
  if (result.startToHealthyMs !== null) {
    console.log(
      `start to healthy on a migrated database: ${result.startToHealthyMs.toFixed(0)} ms (median of 3)`,
    );
  }
  console.log(
    `JavaScript for the first load of /: ${result.firstLoadScriptBrotliKiB.toFixed(0)} KiB brotli, ${result.firstLoadScriptGzipKiB.toFixed(0)} KiB gzip`,
  );
}
