import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBuilt } from '../../scripts/server-build.ts';
import { message, startServer } from './http-table.ts';

/**
 * Issue 9.4: do parallel logins stall the files the site serves? A fresh server process (so its
 * memory is its own), measured idle and then while another process keeps `logins` logins in
 * flight. Latencies are compared with the idle ones of the same run; memory is the server's
 * resident set as the kernel reports it.
 */
export async function benchLoginsAndFiles(options: { logins: number; samples: number }) {
  ensureServerBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-bench-logins-'));
  // The server as `npm start` runs it.
  const { child: server, address } = startServer(dataDir, { env: { TRUST_PROXY: '1' } });
  // A bench stopped with Ctrl-C takes its server with it.
  const stopServer = () => server.kill();
  process.once('exit', stopServer);
  let load: ChildProcess | undefined;
  try {
    const base = await address;
    const serverPid = server.pid ?? 0;

    const html = await (await fetch(`${base}/`)).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!script) throw new Error('no script in index.html: build the web app first');
    // A scanned notes PDF is a few MB; the seeded previews are a few KB, so one is replaced by
    // 4 MiB: enough file reads to feel a busy thread pool.
    const previews = path.join(dataDir, 'files/previews');
    const preview = readdirSync(previews).find((file) => file.startsWith('note-'));
    if (!preview) throw new Error('no note with a preview in the seeded catalog');
    writeFileSync(path.join(previews, preview), Buffer.alloc(4 * 1024 * 1024, 0x25));
    const pdf = `/api/notes/${preview.slice('note-'.length, -'.pdf'.length)}/preview`;

    load = fork(path.join(import.meta.dirname, 'login-load.ts'), [base, String(options.logins)], {
      stdio: 'inherit',
    });
    await message(load, 'ready');

    const idleScript = await latencies(base, script, options.samples);
    const idlePdf = await latencies(base, pdf, options.samples);
    const idleRss = memory(serverPid).rssKiB;

    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memory(serverPid).rssKiB);
    }, 20);
    load.send('start');
    // Let the logins pile up before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const loadedScript = await latencies(base, script, options.samples);
    const loadedPdf = await latencies(base, pdf, options.samples);
    load.send('stop');
    const { statuses } = (await message(load, 'statuses')) as {
      statuses: Record<string, number>;
    };
    clearInterval(sampler);
    const { hwmKiB } = memory(serverPid);

    const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
    const line = (name: string, idle: number[], loaded: number[]) =>
      `${name.padEnd(34)} idle median ${median(idle).toFixed(1)} ms, with logins median ${median(loaded).toFixed(1)} ms (max ${Math.max(...loaded).toFixed(0)} ms, ${loaded.length} requests): ${(median(loaded) / median(idle)).toFixed(2)}x idle`;
    console.log(
      `\n${options.logins} logins in flight from another process (half for unknown emails), up to ${options.samples} sequential requests (30 s) per figure`,
    );
    console.log(line(`GET ${script.slice(0, 22)}… (br)`, idleScript, loadedScript));
    console.log(line(`GET a 4 MiB note PDF`, idlePdf, loadedPdf));
    console.log(`login answers while measuring: ${JSON.stringify(statuses)}`);
    console.log(
      `server memory: ${mib(idleRss)} idle, peak ${mib(peakRss)} during the logins, high-water mark ${mib(hwmKiB)} since start`,
    );
  } finally {
    load?.kill();
    server.kill();
    await once(server, 'exit');
    process.off('exit', stopServer);
  }
}

const giveUpMs = 60_000;

/**
 * `count` requests one after another, or fewer when they take longer than 30 s together. A
 * request still unanswered after 60 s is given up and counted as 60 s.
 */
async function latencies(base: string, url: string, count: number): Promise<number[]> {
  const result: number[] = [];
  const until = performance.now() + 30_000;
  for (let index = 0; index < count && performance.now() < until; index++) {
    const started = performance.now();
    try {
      const response = await fetch(`${base}${url}`, {
        headers: { 'accept-encoding': 'br' },
        signal: AbortSignal.timeout(giveUpMs),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'TimeoutError')) throw error;
    }
    result.push(performance.now() - started);
  }
  return result;
}

/** The server's resident set now and its high-water mark, as the kernel reports them. */
export function memory(pid: number): { rssKiB: number; hwmKiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return { rssKiB: field('VmRSS'), hwmKiB: field('VmHWM') };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
