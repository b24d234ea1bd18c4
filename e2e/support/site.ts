import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Site {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * Starts the site the way a developer does, with `npm start`, on a free port and a fresh
 * DATA_DIR, and waits until its health check answers.
 */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  // E2E_WEB_DIST points at a web build made elsewhere (vite build --outDir ...), so several people
  // can run end-to-end tests at once without rebuilding one shared web/dist under each other.
  const prebuilt = process.env.E2E_WEB_DIST;
  const command = prebuilt ? [process.execPath, ['server/src/main.ts']] : ['npm', ['start']];
  const child: ChildProcess = spawn(command[0] as string, command[1] as string[], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(prebuilt ? { WEB_DIST_DIR: prebuilt } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`npm start exited with code ${code}`))),
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('The site did not answer within 180 s');
    const ready = await Promise.race([
      fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  exited.catch(() => {});
  return {
    url,
    dataDir,
    async stop() {
      if (child.pid && child.exitCode === null) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await done;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless; never a browser downloaded by a tool. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newPage(
  browser: Browser,
  site: Site,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.url, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // A server-drawn page shows its buttons before its script has taken it over; a test, like a
  // person on a fast connection, would press them too early. Loads wait for the app to be ready.
  const waitForApp = () =>
    page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp();
    return response;
  };
  return { context, page };
}

/** A budget Android phone's screen, as the issues' screenshots and taps use it. */
export const phone = { width: 360, height: 640 };

/** A student's session in the browser: the httpOnly cookie the site sets at sign-in. */
export const sessionCookie = (site: Site, token: string) => ({
  name: 'studyhub_session',
  value: token,
  url: site.url,
});

/**
 * A page with the script switched off (a phone by default), signed in with `token` when given.
 * `newPage` waits for the app to be ready, which never happens without the script; this does not.
 */
export async function newPageWithoutScript(
  browser: Browser,
  site: Site,
  options: { viewport?: { width: number; height: number }; token?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: options.viewport ?? phone,
    javaScriptEnabled: false,
  });
  if (options.token) await context.addCookies([sessionCookie(site, options.token)]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * A phone on slow 4G with its CPU slowed 4× (150 ms round trips, 1.6 Mbit/s each way), where the
 * script arrives seconds after the first paint. Its pages are opened without waiting for the
 * script: what is painted must work at once (decision 35).
 */
export async function newThrottledPhone(
  browser: Browser,
  site: Site,
  options: { touch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: phone,
    // A touch screen: taps, not clicks, and the phone's own viewport rules.
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    // 1.6 Mbit/s each way, in bytes a second.
    downloadThroughput: 200_000,
    uploadThroughput: 200_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}
