import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { benchLoginsAndFiles } from './logins-and-files.ts';

/**
 * Measures the server over loopback with a bounded number of requests and prints figures.
 * Each figure is compared with /api/health measured in the same run, so the ratios mean
 * something on a shared, noisy machine where absolute numbers do not.
 */
const requestsPerCase = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

/**
 * BENCH_URL measures a site already running there (such as nginx in front of several processes,
 * `npm run bench:cluster`) instead of starting one in this process; it must have the demo accounts.
 */
const external = process.env.BENCH_URL?.replace(/\/$/, '');

async function startHere() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'studyhub-bench-')),
  });
  const database = openConfiguredDatabase(config);
  await prepareDatabase(
    database,
    { ...config, seedDemo: true },
    { info: () => {}, warn: () => {} },
  );
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base, kind: database.kind };
}
const here = external ? undefined : await startHere();
const base = external ?? here?.base ?? '';

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'student@example.com', password: 'student-demo-2026' }),
});
const { token } = (await login.json()) as { token: string };

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requestsPerCase) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(`${base}${url}`, { headers });
        await response.arrayBuffer();
        if (!response.ok && response.status !== 304)
          throw new Error(`${name}: HTTP ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

// Warm up the JIT and the database before measuring.
await measure('warm-up', '/api/health');
const notes = (await (await fetch(`${base}/api/notes`)).json()) as { notes: { id: string }[] };
const noteId = notes.notes[0]?.id ?? '';
const notesEtag = (await fetch(`${base}/api/notes`)).headers.get('etag') ?? '';
const results = [
  await measure('GET /api/health (baseline)', '/api/health'),
  await measure('GET /api/auth/verify', '/api/auth/verify', { authorization: `Bearer ${token}` }),
  await measure('GET /api/notes (cached list)', '/api/notes'),
  await measure('GET /api/notes (ETag, 304)', '/api/notes', { 'if-none-match': notesEtag }),
  await measure('GET /api/notes/:id (cached)', `/api/notes/${noteId}`),
  await measure('GET /api/blogs (cached list)', '/api/blogs'),
];
const baseline = results[0]?.rps ?? 1;
console.log(
  `${requestsPerCase} requests per case, ${concurrency} at a time, ${here ? here.kind : external}`,
);
for (const result of results) {
  console.log(
    `${result.name.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  ${(result.rps / baseline).toFixed(2)}x baseline`,
  );
}
// What a phone downloads before the home page can render: the HTML and the assets it names.
const html = await (await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } })).text();
let firstLoadBytes = html.length;
let firstLoadRaw = html.length;
for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
  const compressed = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'br' } });
  firstLoadBytes += Number(
    compressed.headers.get('content-length') ?? (await compressed.arrayBuffer()).byteLength,
  );
  const raw = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'identity' } });
  firstLoadRaw += (await raw.arrayBuffer()).byteLength;
}
console.log(
  `first load of /: ${(firstLoadBytes / 1024).toFixed(0)} KiB over the wire (brotli), ${(firstLoadRaw / 1024).toFixed(0)} KiB uncompressed, ${(firstLoadRaw / firstLoadBytes).toFixed(1)}x smaller; about ${((firstLoadBytes * 8) / 400_000).toFixed(1)} s on a 400 kbit/s connection`,
);
if (here) {
  const memory = process.memoryUsage();
  console.log(
    `resident memory ${(memory.rss / 1024 / 1024).toFixed(0)} MiB, heap ${(memory.heapUsed / 1024 / 1024).toFixed(0)} MiB`,
  );
  await here.app.close();

  await benchLoginsAndFiles({
    logins: Number(process.env.BENCH_LOGINS ?? 30),
    samples: Number(process.env.BENCH_FILE_SAMPLES ?? 20),
  });
}
