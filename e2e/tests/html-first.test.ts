import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { passwordRules } from '@studyhub/contract/constants';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  newPage,
  newPageWithoutScript,
  newThrottledPhone,
  phone,
  type Site,
  startSite,
} from '../support/site.ts';

// Decisions 34 and 35 (record 44): the session is an httpOnly cookie, the login form is a real
// form that the server answers without the script, a signed-in page is rendered for its student
// alone, and a change that rides the cookie must come from the site's own pages.

let site: Site;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

const demo = { name: 'Asha Verma', email: 'student@example.com', password: 'student-demo-2026' };
const cookieName = 'studyhub_session';
// The contract's words for a short password (registerBody), as the script shows them too.
const shortPasswordMessage = `Your password must be at least ${passwordRules.minLength} characters.`;

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Every address the page asked for or showed, to prove a password never travelled in one. */
function recordAddresses(page: Page) {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

function assertNoPasswordIn(addresses: string[], password: string) {
  const leaked = addresses.filter(
    (address) => /password=/i.test(address) || address.includes(encodeURIComponent(password)),
  );
  assert.deepEqual(leaked, [], 'no address carries the password');
}

/** A new account made through the API, as a script-free client would: its session token. */
async function registerThroughApi(name: string) {
  const email = uniqueEmail('html-first');
  const response = await fetch(`${site.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'html-first-password-1' }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  const body = (await response.json()) as { token: string };
  return { name, email, token: body.token };
}

/** The session cookie a sign-in through the API set, as a `Cookie` request header. */
async function cookieHeaderOfLogin(email: string, password: string) {
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(response.status, 200);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${cookieName}=`));
  assert.ok(cookie, 'login sets the session cookie');
  return cookie;
}

describe('the login form without the script', () => {
  it('comes back with the error and the email as typed after a wrong password', async () => {
    const { context, page } = await newPageWithoutScript(browser, site);
    try {
      const addresses = recordAddresses(page);
      await page.goto('/login');
      await page.getByLabel('Email').fill(demo.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();

      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.textContent())?.trim(), 'Invalid email or password.');
      assert.equal(new URL(page.url()).pathname, '/login');
      assert.equal(await page.getByLabel('Email').inputValue(), demo.email);
      assert.equal(await page.getByLabel('Password').inputValue(), '');
      assertNoPasswordIn([...addresses, page.url()], 'not-the-password');
      assert.equal(
        (await context.cookies()).some((cookie) => cookie.name === cookieName),
        false,
        'a refused login sets no session',
      );
    } finally {
      await context.close();
    }
  });

  it('signs the demo student in and renders their dashboard', async () => {
    const { context, page } = await newPageWithoutScript(browser, site);
    try {
      const addresses = recordAddresses(page);
      await page.goto('/login');
      await page.getByLabel('Email').fill(demo.email);
      await page.getByLabel('Password').fill(demo.password);
      await page.getByRole('button', { name: 'Login' }).click();

      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();
      await page.getByRole('main').getByText(demo.name).first().waitFor();
      await page.getByLabel(`Account menu for ${demo.name}`).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Login' }).count(), 0);
      assertNoPasswordIn([...addresses, page.url()], demo.password);

      // Signed in, /login has nothing to offer: the server sends the student on.
      await page.goto('/login');
      await page.waitForURL('**/dashboard');
    } finally {
      await context.close();
    }
  });

  it('refuses a short password at registration with the script’s words, keeping name and email', async () => {
    const email = uniqueEmail('short');
    const { context, page } = await newPageWithoutScript(browser, site);
    try {
      const addresses = recordAddresses(page);
      await page.goto('/login');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.waitForURL(/\/login\?mode=register$/);
      await page.getByRole('heading', { name: 'Create Account' }).waitFor();
      await page.getByLabel('Full Name').fill('Divya Pillai');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('short');
      await page.getByRole('button', { name: 'Register' }).click();

      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.textContent())?.trim(), shortPasswordMessage);
      await page.getByRole('heading', { name: 'Create Account' }).waitFor();
      assert.equal(await page.getByLabel('Full Name').inputValue(), 'Divya Pillai');
      assert.equal(await page.getByLabel('Email').inputValue(), email);
      assert.equal(await page.getByLabel('Password').inputValue(), '');
      assertNoPasswordIn([...addresses, page.url()], 'short');
    } finally {
      await context.close();
    }

    // The script shows the same words for the same mistake.
    const scripted = await newPage(browser, site, phone);
    try {
      await scripted.page.goto('/login?mode=register');
      await scripted.page.getByLabel('Full Name').fill('Divya Pillai');
      await scripted.page.getByLabel('Email').fill(email);
      await scripted.page.getByLabel('Password').fill('short');
      await scripted.page.getByRole('button', { name: 'Register' }).click();
      const alert = scripted.page.getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.textContent())?.trim(), shortPasswordMessage);
    } finally {
      await scripted.context.close();
    }
  });

  it('registers a new account and lands on its dashboard', async () => {
    const email = uniqueEmail('register');
    const { context, page } = await newPageWithoutScript(browser, site);
    try {
      const addresses = recordAddresses(page);
      await page.goto('/login?mode=register');
      await page.getByLabel('Full Name').fill('Farhan Qureshi');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('farhan-password-1');
      await page.getByLabel('Remember Me').check();
      await page.getByRole('button', { name: 'Register' }).click();

      await page.waitForURL('**/dashboard');
      await page.getByRole('main').getByText(email).waitFor();
      await page.getByLabel('Account menu for Farhan Qureshi').waitFor();
      assertNoPasswordIn([...addresses, page.url()], 'farhan-password-1');
      const session = (await context.cookies()).find((cookie) => cookie.name === cookieName);
      assert.ok(session, 'registering sets the session cookie');
      assert.equal(session.httpOnly, true);
    } finally {
      await context.close();
    }
  });

  it('returns a visitor to where /login?next= says once signed in', async () => {
    const { context, page } = await newPageWithoutScript(browser, site);
    try {
      await page.goto('/login?next=/notes');
      await page.getByLabel('Email').fill(demo.email);
      await page.getByLabel('Password').fill(demo.password);
      await page.getByRole('button', { name: 'Login' }).click();

      await page.waitForURL('**/notes');
      await page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor();
      await page.getByLabel(`Account menu for ${demo.name}`).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('an early tap on a throttled phone, script on', () => {
  for (const how of ['Enter', 'tap'] as const) {
    it(`signs in on the first ${how === 'Enter' ? 'Enter' : 'tap on Login'}, before the script may be ready`, {
      timeout: 60_000,
    }, async (t) => {
      const { context, page } = await newThrottledPhone(browser, site, { touch: true });
      try {
        page.setDefaultTimeout(45_000);

        const addresses = recordAddresses(page);
        const signIns: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (request.method() === 'POST' && ['/login', '/api/auth/login'].includes(pathname)) {
            signIns.push(pathname);
          }
        });

        // The raw goto: the student does not wait for the script, only for the form to be drawn.
        await page.goto('/login', { waitUntil: 'commit' });
        const email = page.getByLabel('Email');
        await email.waitFor({ state: 'visible' });
        await email.fill(demo.email);
        await page.getByLabel('Password').fill(demo.password);
        if (how === 'Enter') await page.getByLabel('Password').press('Enter');
        else await page.getByRole('button', { name: 'Login' }).tap();

        await page.waitForURL('**/dashboard');
        await page.getByLabel(`Account menu for ${demo.name}`).waitFor();
        await page.getByRole('main').getByText(demo.name).first().waitFor();
        assertNoPasswordIn([...addresses, page.url()], demo.password);
        // One tap, one sign-in: the tap was neither lost nor sent twice.
        assert.equal(signIns.length, 1, `sign-in requests: ${signIns.join(', ')}`);
        // Which of the two answered it: the form's own post (/login) or the script (/api/...).
        t.diagnostic(`signed in through POST ${signIns[0]}`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('signed-in pages', () => {
  it('show each student only their own name, and a visitor neither', async () => {
    const students = [
      await registerThroughApi('Meera Krishnan'),
      await registerThroughApi('Rohan Deshpande'),
    ];
    const names = students.map((student) => student.name);
    const readers: { context: BrowserContext; page: Page; name: string | null }[] = [];
    try {
      for (const student of students) {
        const opened = await newPage(browser, site, phone);
        await opened.context.addCookies([
          { name: cookieName, value: student.token, url: site.url },
        ]);
        readers.push({ ...opened, name: student.name });
      }
      // Alternating: student A, a visitor, student B, on each page in turn.
      readers.splice(1, 0, { ...(await newPage(browser, site, phone)), name: null });

      /** A visitor's /notes, fetched with no cookie: never a student's page kept for them. */
      const assertVisitorNotesNameNobody = async () => {
        const response = await fetch(`${site.url}/notes`);
        assert.equal(response.status, 200);
        assert.doesNotMatch(response.headers.get('cache-control') ?? '', /private/);
        const html = await response.text();
        for (const name of names) {
          assert.ok(!html.includes(name), `a visitor’s /notes names ${name}`);
        }
      };

      for (const path of ['/dashboard', '/notes', '/dashboard', '/notes']) {
        for (const { page, name: own } of readers) {
          const who = own ?? 'a visitor';
          const response = await page.goto(path);
          assert.ok(response);
          const html = await response.text();
          for (const name of names.filter((other) => other !== own)) {
            assert.ok(!html.includes(name), `${who}’s ${path} as served names ${name}`);
            assert.equal(await page.getByText(name).count(), 0, `${who}’s ${path} shows ${name}`);
          }
          if (own) {
            assert.ok(html.includes(own), `${own}’s ${path} is rendered with their name`);
            assert.match(response.headers()['cache-control'] ?? '', /private/);
            await page.getByLabel(`Account menu for ${own}`).waitFor();
          } else {
            // A visitor's page offers to log in (inside the phone's menu at this width).
            await page.getByRole('link', { name: 'Login' }).first().waitFor({ state: 'attached' });
          }
          await assertVisitorNotesNameNobody();
        }
      }
    } finally {
      for (const reader of readers) await reader.context.close();
    }
  });
});

describe('the API beside the cookie', () => {
  it('still serves a bearer client, without any cookie or Origin', async () => {
    const login = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.email, password: demo.password }),
    });
    assert.equal(login.status, 200);
    const { token } = (await login.json()) as { token: string };
    assert.ok(token);

    const verified = await fetch(`${site.url}/api/auth/verify`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(verified.status, 200);
    const body = (await verified.json()) as { user: { email: string } };
    assert.equal(body.user.email, demo.email);

    const anonymous = await fetch(`${site.url}/api/auth/verify`);
    assert.equal(anonymous.status, 401);
  });

  it('refuses a change riding the cookie from another origin, and the session lives on', async () => {
    const cookie = await cookieHeaderOfLogin(demo.email, demo.password);

    const foreign = await fetch(`${site.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    });
    assert.equal(foreign.status, 403);
    assert.equal(((await foreign.json()) as { code?: string }).code, 'CROSS_ORIGIN');

    const still = await fetch(`${site.url}/api/auth/verify`, { headers: { cookie } });
    assert.equal(still.status, 200, 'the refused logout did not end the session');

    // The same logout from the site's own origin is done: the refusal was about the origin.
    const own = await fetch(`${site.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: site.url },
    });
    assert.equal(own.status, 200);
    const ended = await fetch(`${site.url}/api/auth/verify`, { headers: { cookie } });
    assert.equal(ended.status, 401);
  });

  it('refuses the login form posted from another site (login CSRF), setting no session', async () => {
    const response = await fetch(`${site.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: new URLSearchParams({ mode: 'login', email: demo.email, password: demo.password }),
    });
    assert.equal(response.status, 403);
    assert.equal(response.headers.getSetCookie().length, 0);
    assert.match(await response.text(), /did not come from StudyHub’s own pages/);
  });
});
