import type { App } from '../src/app.ts';
import { createTestApp, type TestAppOptions } from './app.ts';
import { type FakeSmtpServer, fakeSmtpServer } from './fake-smtp.ts';

export interface MailingApp {
  app: App;
  /** The mail server the app sends to: what a student or the team would find in their inbox. */
  smtp: FakeSmtpServer;
}

/**
 * The app as it runs when the site sends email (SMTP_URL), with the fake mail server it sends to.
 * `build` makes the app from the options (the form pages' app, say); the plain test app by default.
 * Close it with `closeMailingApp`.
 */
export async function createMailingApp(
  options: TestAppOptions = {},
  build: (options: TestAppOptions) => Promise<App> = createTestApp,
): Promise<MailingApp> {
  const smtp = await fakeSmtpServer();
  const app = await build({ ...options, env: { ...options.env, SMTP_URL: smtp.url } });
  return { app, smtp };
}

/** Closes the app first, so the mail it still has to send reaches the mail server. */
export async function closeMailingApp({ app, smtp }: MailingApp) {
  await app.close();
  smtp.close();
}
