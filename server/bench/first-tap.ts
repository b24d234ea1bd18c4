import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * Issue 20's figures on a throttled phone (Chromium at 360×640, 150 ms round trips, 1.6 Mbps,
 * CPU slowed 4×): for Login, Get Note and Get Source Code, the time from the first paint to the
 * page answering input (the app has hydrated: `<html data-ready>`), and whether a tap made as
 * soon as the control is painted is lost. A tap is lost when what it asks for does not follow:
 * Login signs in and goes on to the dashboard; a visitor's Get Note and Get Source Code go to
 * /login with the way back.
 */

const phone = { width: 360, height: 640 };
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Long enough for the slowest honest outcome on the throttled phone; a lost tap never arrives.
const outcomeTimeoutMs = 45_000;

export interface FirstTapRun {
  /** First contentful paint, from the start of navigation. */
  firstPaintMs: number;
  /** When the control was tapped, from the start of navigation. */
  tappedAtMs: number;
  /** Whether the app had hydrated when the tap was made. */
  tappedBeforeReady: boolean;
  /** When the page answered input through the app (hydrated), from the start of navigation. */
  readyMs: number | null;
  lost: boolean;
}

export interface FirstTapResult {
  name: string;
  path: string;
  runs: FirstTapRun[];
}

/** What the page's window has that `waitForFunction` reads (the server's types have no DOM). */
interface ReadyDocument {
  document: { documentElement: { dataset: Record<string, string | undefined> } };
}

/** When a tap was made, from the start of navigation, and whether the app had hydrated then. */
interface TapMoment {
  atMs: number;
  beforeReady: boolean;
}

interface Scenario {
  name: string;
  path: string;
  /** Taps the control as soon as it is painted; resolves once the tap's outcome is seen. */
  tap(page: Page): Promise<TapMoment>;
}

async function throttledPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: phone });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 200_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The moment the app marks itself ready (browser code as text: the server's types have no DOM).
  // The document itself is observed: the script runs before <html> exists.
  await page.addInitScript(`
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.ready === 'true') {
        sessionStorage.setItem('bench-ready-at', String(performance.now()));
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  `);
  return page;
}

/** The first contentful paint of the page now shown, from the start of its navigation. */
function firstPaint(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (entry) resolve(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  })`);
}

/** Loads the page and waits until the app answers input: its first paint and that moment. */
async function readiness(browser: Browser, base: string, path: string) {
  const page = await throttledPage(browser, base);
  try {
    await page.goto(path, { waitUntil: 'commit' });
    // A function, not text: the page's CSP refuses text evaluated as script.
    await page.waitForFunction(
      () =>
        (globalThis as unknown as ReadyDocument).document.documentElement.dataset.ready === 'true',
      null,
      { timeout: outcomeTimeoutMs },
    );
    const readyMs = Number(await page.evaluate("sessionStorage.getItem('bench-ready-at')"));
    return { firstPaintMs: await firstPaint(page), readyMs };
  } finally {
    await page.context().close();
  }
}

/** Taps the control as soon as it is painted, on a fresh phone; lost when nothing follows. */
async function tapOnce(browser: Browser, base: string, scenario: Scenario) {
  const page = await throttledPage(browser, base);
  try {
    await page.goto(scenario.path, { waitUntil: 'commit' });
    let moment: TapMoment = { atMs: Number.NaN, beforeReady: true };
    const lost = await scenario.tap(page).then(
      (made) => {
        moment = made;
        return false;
      },
      () => true,
    );
    return { lost, tappedAtMs: moment.atMs, tappedBeforeReady: moment.beforeReady };
  } finally {
    await page.context().close();
  }
}

async function runOnce(browser: Browser, base: string, scenario: Scenario): Promise<FirstTapRun> {
  const { firstPaintMs, readyMs } = await readiness(browser, base, scenario.path);
  return { firstPaintMs, readyMs, ...(await tapOnce(browser, base, scenario)) };
}

/** Taps a control the moment it is painted, noting the time and whether the app was ready. */
async function tapWhenPainted(
  page: Page,
  control: ReturnType<Page['getByRole']>,
): Promise<TapMoment> {
  await control.waitFor({ timeout: outcomeTimeoutMs });
  const moment = await page.evaluate<TapMoment>(`({
    atMs: performance.now(),
    beforeReady: document.documentElement.dataset.ready !== 'true',
  })`);
  await control.click({ timeout: outcomeTimeoutMs });
  return moment;
}

/** What each figure is measured on: the demo's note and project, and the demo student. */
export function firstTapScenarios(item: { noteId: string; projectId: string }): Scenario[] {
  return [
    {
      name: 'Login',
      path: '/login',
      async tap(page) {
        await page.getByLabel('Email').fill('student@example.com');
        await page.getByLabel('Password', { exact: true }).fill('student-demo-2026');
        const moment = await tapWhenPainted(
          page,
          page.getByRole('button', { name: 'Login', exact: true }),
        );
        await page.waitForURL(/\/dashboard$/, { timeout: outcomeTimeoutMs });
        return moment;
      },
    },
    {
      name: 'Get Note',
      path: `/notes/${item.noteId}`,
      async tap(page) {
        const moment = await tapWhenPainted(page, page.getByRole('link', { name: /^Get Note/ }));
        await page.waitForURL(/\/login\?next=/, { timeout: outcomeTimeoutMs });
        return moment;
      },
    },
    {
      name: 'Get Source Code',
      path: `/projects/${item.projectId}`,
      async tap(page) {
        const moment = await tapWhenPainted(
          page,
          page.getByRole('link', { name: /^Get Source Code/ }),
        );
        await page.waitForURL(/\/login\?next=/, { timeout: outcomeTimeoutMs });
        return moment;
      },
    },
  ];
}

export async function measureFirstTaps(
  base: string,
  scenarios: Scenario[],
  runs: number,
): Promise<FirstTapResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const results: FirstTapResult[] = scenarios.map((scenario) => ({
      name: scenario.name,
      path: scenario.path,
      runs: [],
    }));
    for (let round = 0; round < runs; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        results[index]?.runs.push(await runOnce(browser, base, scenario));
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN) : Number.NaN;
};

export function printFirstTaps(results: FirstTapResult[]) {
  console.log(
    '\nfirst tap on a throttled phone (360×640, 150 ms RTT, 1.6 Mbps, CPU 4×), medians of the runs:',
  );
  for (const result of results) {
    const paint = median(result.runs.map((run) => run.firstPaintMs));
    const ready = median(result.runs.map((run) => run.readyMs ?? Number.NaN));
    const early = result.runs.filter((run) => run.tappedBeforeReady).length;
    const lost = result.runs.filter((run) => run.lost).length;
    console.log(
      `  ${result.name.padEnd(16)} first paint ${(paint / 1000).toFixed(2)} s, answers input ${(ready / 1000).toFixed(2)} s (${((ready - paint) / 1000).toFixed(2)} s after), taps before the script was ready ${early}/${result.runs.length}, lost ${lost}/${result.runs.length}`,
    );
  }
}
