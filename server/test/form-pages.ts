import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FormResult } from '@studyhub/contract/forms';
import type { App } from '../src/app.ts';
import { createTestApp, type TestAppOptions } from './app.ts';
import { makeWebBuild } from './web-build.ts';

/**
 * For tests of the forms that work without the script (decision 35). The real renderer is the web
 * build's; this stand-in renders what the server hands it (the page, the student, the form's
 * outcome) as JSON, so a test sees exactly what the page would be rendered with. Signed-in pages
 * (/dashboard, /account) send a visitor to /login, as the app's guards do.
 */
const renderer = `
export function setUpRenderer() {}
// Every page here reads \`tab\` (as /user does), the only parameter these tests give a page.
export function pageSearch() { return ['tab']; }
export async function renderPage(path, session, formResult) {
  const signedInOnly = ['/dashboard', '/account'].some((page) => path.startsWith(page));
  if (signedInOnly && !session) {
    const redirect = '/login?next=' + encodeURIComponent(path);
    return { html: '', data: '', answers: [], redirect, notLoaded: [] };
  }
  const user = session ? { email: session.user.email, name: session.user.name } : null;
  const shown = JSON.stringify({ path, user, formResult: formResult ?? null });
  const head = { status: 200, title: 'StudyHub', description: '', type: 'website', indexed: false };
  const html = '<pre id="rendered">' + shown.replace(/</g, '\\\\u003c') + '</pre>';
  return { html, data: '{}', answers: [], head, notLoaded: [] };
}
`;

export interface Rendered {
  path: string;
  user: { email: string; name: string } | null;
  formResult: FormResult | null;
}

/** The site's own origin in tests: a form posted from its pages carries it. */
export const site = 'http://localhost:3000';

/** The app with the stand-in renderer, on a fresh database. */
export async function createFormPagesApp(options: TestAppOptions = {}): Promise<App> {
  const webBuild = makeWebBuild();
  mkdirSync(path.join(webBuild, 'ssr'));
  writeFileSync(path.join(webBuild, 'ssr/entry-server.js'), renderer);
  return createTestApp({ ...options, env: { ...options.env, WEB_DIST_DIR: webBuild } });
}

/** What the page was rendered with. */
export function renderedOf(body: string): Rendered {
  const match = /<pre id="rendered">([\s\S]*?)<\/pre>/.exec(body);
  if (!match?.[1]) throw new Error(`not a rendered page: ${body.slice(0, 200)}`);
  return JSON.parse(match[1]) as Rendered;
}

let addressCounter = 0;
/** A client address of its own for each post, clear of the per-address limits. */
export const freshAddress = () =>
  `10.36.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

/** Posts a form as a browser does without the script, from the site's own page. */
export function postForm(
  app: App,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site, ...headers },
    remoteAddress: freshAddress(),
  });
}

/** Posts a form with a file (`enctype="multipart/form-data"`), as a browser does. */
export async function postMultipartForm(
  app: App,
  url: string,
  fields: Record<string, string | File>,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The platform writes the body and its boundary, as a browser would.
  const request = new Request(site, { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      origin: site,
      ...headers,
    },
    remoteAddress: freshAddress(),
  });
}

/** The session cookie an answer set, as a `Cookie` request header. */
export function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [header];
  const found = all.map(String).find((line) => line.startsWith('studyhub_session='));
  if (!found) throw new Error('no session cookie');
  return found.split(';')[0] ?? '';
}

/** Signs in through the login form: the browser's session cookie. */
export async function signInWithForm(app: App, student: { email: string; password: string }) {
  const response = await postForm(app, '/login', {
    email: student.email,
    password: student.password,
  });
  return sessionCookie(response);
}
