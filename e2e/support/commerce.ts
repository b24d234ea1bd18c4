import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage, type Site } from './site.ts';

// The sandbox provider's documented test cards (contract sandboxCards).
export const successCard = '4111 1111 1111 1111';
export const failureCard = '4000 0000 0000 0002';

export interface Session {
  token: string;
  user: { id: string; name: string; email: string };
}

/** The password of every student `registerStudent` makes. */
export const studentPassword = 'buyer-password-1';

/** A new student account, made through the API so each test starts with nothing bought. */
export async function registerStudent(site: Site, name: string): Promise<Session> {
  const email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${site.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: studentPassword, rememberMe: true }),
  });
  assert.ok(response.ok, await response.clone().text());
  return (await response.json()) as Session;
}

/**
 * Opens the site signed in as `session`, the way a previous sign-in would have left the browser:
 * the httpOnly session cookie (decision 44) and the user kept for display.
 */
export async function signIn(page: Page, site: Site, session: Session) {
  await page
    .context()
    .addCookies([{ name: 'studyhub_session', value: session.token, url: site.url }]);
  await page.goto('/about');
  await page.evaluate(({ user }) => {
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

/** The session token of a signed-in browser, from its cookie jar: no page script can read it. */
export async function sessionToken(context: BrowserContext, site: Site): Promise<string> {
  const cookie = (await context.cookies(site.url)).find(
    (candidate) => candidate.name === 'studyhub_session',
  );
  assert.ok(cookie, 'the browser holds a session cookie');
  return cookie.value;
}

/** Pays in the sandbox checkout dialog with a test card. */
export async function payWithCard(page: Page, cardNumber: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Test payment — no real money is charged').waitFor();
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry date').fill('12/39');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Name on card').fill('Test Student');
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
}

/** What the signed-in browser's student has bought, as the API answers. */
export async function purchasesOf(page: Page, site: Site) {
  const token = await sessionToken(page.context(), site);
  const response = await fetch(`${site.url}/api/user/purchases`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200);
  const body = (await response.json()) as {
    purchases: {
      itemType: string;
      itemId: string | null;
      itemName: string;
      orderId: string;
      paymentId: string | null;
      amountPaise: number;
      refundRequest: { id: string } | null;
    }[];
  };
  return body.purchases;
}

/**
 * Buys the demo's paid Data Structures note as `session` in the sandbox checkout, which needs the
 * script (Razorpay's does); returns the purchase as the API lists it.
 */
export async function buyNote(browser: Browser, site: Site, session: Session) {
  const { context, page } = await newPage(browser, site);
  try {
    await signIn(page, site, session);
    await page.goto('/notes/data-structures-complete-notes');
    await page.getByRole('link', { name: 'Get Note (₹149)' }).click();
    await payWithCard(page, successCard);
    await page.getByRole('region', { name: 'Payment successful' }).waitFor();
    const [purchase] = await purchasesOf(page, site);
    assert.ok(purchase, 'the note was bought');
    return purchase;
  } finally {
    await context.close();
  }
}

/** The demo operator's session, signed in through the API. */
export async function operatorSession(site: Site): Promise<Session> {
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin-demo-2026' }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as Session;
}
