import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWebBuild } from './web-build.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const servers: Server[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const server of servers.splice(0)) server.close();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Runs a command the way an operator or a process manager would, keeping what it prints. */
function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

async function waitUntil(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'studyhub-process-'));

describe('npm start', () => {
  it('passes SIGTERM to the server, which stops and leaves nothing listening', async () => {
    const port = await freePort();
    const npm = run('npm', ['start'], {
      PORT: String(port),
      DATA_DIR: freshDataDir(),
      WEB_DIST_DIR: makeWebBuild(),
      SEED_DEMO: 'false',
    });
    await waitUntil(() => answers(port), 'the server answers');
    // What systemd, pm2 or a container runtime do: signal npm itself, not its process group.
    npm.child.kill('SIGTERM');
    await npm.exited;
    await waitUntil(async () => !(await answers(port)), 'nothing answers on the port');
    // Nothing is left bound to the port: it can be listened on again at once.
    const again = createServer();
    servers.push(again);
    await new Promise<void>((resolve, reject) => {
      again.once('error', reject);
      again.listen(port, '127.0.0.1', resolve);
    });
  }, 90_000);
});

/** The processes whose parent is `pid`, with their command lines (Linux's /proc). */
function childrenOf(pid: number): { pid: number; args: string[] }[] {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command name, which is in parentheses and may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== pid) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      found.push({ pid: Number(entry), args });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

describe('npm start, the process it leaves running', () => {
  it("is the built server with its Node flags, as npm's own child: no build or TypeScript left in it", async () => {
    const port = await freePort();
    const npm = run('npm', ['start'], {
      PORT: String(port),
      DATA_DIR: freshDataDir(),
      WEB_DIST_DIR: makeWebBuild(),
      SEED_DEMO: 'false',
    });
    await waitUntil(() => answers(port), 'the server answers');
    const [server] = childrenOf(npm.child.pid ?? 0);
    expect(server?.args.slice(1)).toEqual([
      '--max-semi-space-size=2',
      path.join(repoRoot, 'server/dist/main.js'),
    ]);
    npm.child.kill('SIGTERM');
    await npm.exited;
  }, 90_000);
});

describe('starting the server', () => {
  it('finds a port in use before touching the database, and says so in one line', async () => {
    const port = await freePort();
    const taken = createServer();
    servers.push(taken);
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    const dataDir = freshDataDir();
    const server = run(process.execPath, ['server/src/main.ts'], {
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim()).toBe(
      `Port ${port} on 127.0.0.1 is already in use: stop the program using it, or set PORT to a free port.`,
    );
    expect(existsSync(path.join(dataDir, 'studyhub.sqlite'))).toBe(false);
  });

  it('refuses a production start without payment keys, naming the variables', async () => {
    const server = run(process.execPath, ['server/src/main.ts'], {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://studyhub.example.in',
      PORT: String(await freePort()),
      DATA_DIR: freshDataDir(),
    });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
    expect(stderr).toContain('PAYMENT_PROVIDER=sandbox');
  });

  it('reports a failure after the configuration check in one line, with no stack', async () => {
    const server = run(process.execPath, ['server/src/main.ts'], {
      PORT: String(await freePort()),
      DATA_DIR: freshDataDir(),
      // Nothing listens on port 1: the database cannot be reached.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/studyhub',
    });
    expect(await server.exited).toBe(1);
    const lines = server.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^StudyHub could not start: .*ECONNREFUSED/);
    expect(lines[0]).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('warns at start when a production server takes test payments', async () => {
    const port = await freePort();
    const server = run(process.execPath, ['server/src/main.ts'], {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://studyhub.example.in',
      PAYMENT_PROVIDER: 'sandbox',
      PORT: String(port),
      DATA_DIR: freshDataDir(),
      WEB_DIST_DIR: makeWebBuild(),
      SEED_DEMO: 'false',
    });
    await waitUntil(() => answers(port), 'the server answers');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json());
    expect(health).toMatchObject({ payments: 'sandbox' });
    expect(server.output().stdout).toContain('PAYMENT_PROVIDER=sandbox on a production server');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
