import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { registerUser } from '../../../test/factories.ts';
import { createFormPagesApp, renderedOf, site } from '../../../test/form-pages.ts';
import type { App } from '../../app.ts';

// Issue 21, points 1 and 6 (decision 53): the attacks, played through the real app.

let app: App | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
  app = undefined;
});

/**
 * Dear enough (tens of milliseconds a hash) that a burst sent at once is all waiting in the line
 * before the first check ends: what is asserted is the order of the answers, never their times.
 */
const floodHashParams = { memoryKiB: 16 * 1024, passes: 2, parallelism: 1 };

/**
 * Dearer still, for the tests that send a sign-in just after the line is full and expect it
 * turned away: the line stays full until the running check ends, and on a busy machine a posted
 * form (parsed, then passed to the API) can take longer to reach the line than a cheap check.
 */
const slowFloodHashParams = { memoryKiB: 64 * 1024, passes: 4, parallelism: 1 };

function signIn(
  target: App,
  remoteAddress: string,
  account: { email: string; password: string },
  cookie?: string,
) {
  return target.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function cookiesOf(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return (Array.isArray(header) ? header : [header]).map(String);
}

/**
 * Sends the flood's sign-ins at once. `full` settles with the first one turned away: the line is
 * full from then on until a check ends, which is what the requests sent next meet.
 */
function flood(requests: (() => ReturnType<typeof signIn>)[]) {
  let turnedAway: () => void = () => {};
  const full = new Promise<void>((resolve) => {
    turnedAway = resolve;
  });
  const answers = requests.map((send) =>
    send().then((response) => {
      if (response.statusCode === 503) turnedAway();
      return response;
    }),
  );
  return { full, answers: Promise.all(answers) };
}

/** The `name=value` of the cookie an answer set, or '' when it set none by that name. */
function cookieNamed(response: { headers: Record<string, unknown> }, name: string): string {
  const line = cookiesOf(response).find((cookie) => cookie.startsWith(`${name}=`));
  return line?.split(';')[0] ?? '';
}

/**
 * Signs the student in once as a browser does: the session cookie, then the page after it, which
 * gives the browser its device cookie. Returns that device cookie ('' when none was given).
 */
async function deviceThatSignedIn(target: App, student: { email: string; password: string }) {
  const signedIn = await signIn(target, '192.0.2.200', student);
  expect(signedIn.statusCode).toBe(200);
  const page = await target.inject({
    url: '/api/auth/verify',
    headers: { cookie: cookieNamed(signedIn, 'studyhub_session') },
  });
  expect(page.statusCode).toBe(200);
  return { response: page, cookie: cookieNamed(page, 'studyhub_device') };
}

/** The app with hashes dear enough to queue, and a line as small as the test needs. */
function floodingApp(
  queue: { maxWaiting: number; perClientWaiting: number },
  { forms = false, hashParams = floodHashParams } = {},
) {
  const options = {
    passwordHashParams: hashParams,
    passwordHashQueue: { concurrency: 1, ...queue },
  };
  return forms ? createFormPagesApp(options) : createTestApp(options);
}

/**
 * Five wrong passwords for the victim from each flooding address, sent at once; the addresses
 * whose guesses were answered as refused passwords are noted in `answered`, in order.
 */
function guessesFrom(
  target: App,
  flooders: string[],
  victim: { email: string },
  answered: string[],
  guess: string,
) {
  return flood(
    flooders.flatMap((address) =>
      Array.from(
        { length: 5 },
        (_, attempt) => () =>
          signIn(target, address, { email: victim.email, password: `${guess} ${attempt}` }).then(
            (response) => {
              if (response.statusCode === 401) answered.push(address);
              return response;
            },
          ),
      ),
    ),
  );
}

/** Twelve wrong passwords for the victim, each from an address of its own, sent at once. */
function oneGuessAnAddress(target: App, victim: { email: string }) {
  return flood(
    Array.from(
      { length: 12 },
      (_, index) => () =>
        signIn(target, `198.51.100.${index + 1}`, { email: victim.email, password: 'a guess' }),
    ),
  );
}

const sixFlooders = Array.from({ length: 6 }, (_, index) => `198.51.100.${index + 1}`);

describe('a sign-in flood from many addresses', () => {
  it('serves a student’s sign-in before the flooding addresses’ later ones', async () => {
    app = await floodingApp({ maxWaiting: 12, perClientWaiting: 4 });
    const target = app;
    const student = await registerUser(target);
    const victim = await registerUser(target);
    const flooders = sixFlooders;
    // Every address here has a failed sign-in already, the student's a typo: all of them wait in
    // one share of the line, where each address takes its turn.
    const studentAddress = '203.0.113.50';
    for (const address of [...flooders, studentAddress]) {
      await signIn(target, address, { email: victim.email, password: 'a first guess' });
    }

    const answered: string[] = [];
    const guesses = guessesFrom(target, flooders, victim, answered, 'guess');
    await guesses.full;
    const answeredBefore = answered.length;
    const studentAnswer = await signIn(target, studentAddress, student);
    answered.push('student');
    const floodAnswers = await guesses.answers;
    expect(studentAnswer.statusCode).toBe(200);
    expect(studentAnswer.json()).toMatchObject({ success: true, user: { email: student.email } });
    // Round by round: after the student's sign-in was sent, at most the check running then (and
    // one that may start before it reaches the line), and one waiting check of each flooding
    // address, were answered before it. First come first served would have turned it away.
    expect(answered.indexOf('student') - answeredBefore).toBeLessThanOrEqual(flooders.length + 2);
    // The flood was refused only what did not fit its share, with a wait it can be told.
    for (const response of floodAnswers.filter((answer) => answer.statusCode !== 401)) {
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps a turn for addresses that have not been failing, however much the failing ones send', async () => {
    app = await floodingApp({ maxWaiting: 16, perClientWaiting: 4 });
    const target = app;
    const student = await registerUser(target);
    const victim = await registerUser(target);
    const flooders = sixFlooders;
    // Each flooding address has already failed three times in the last quarter of an hour.
    for (const address of flooders) {
      for (let attempt = 0; attempt < 3; attempt++) {
        await signIn(target, address, { email: victim.email, password: `guess ${attempt}` });
      }
    }

    const answered: string[] = [];
    const guesses = guessesFrom(target, flooders, victim, answered, 'again');
    await guesses.full;
    const answeredBefore = answered.length;
    const studentAnswer = await signIn(target, '203.0.113.51', student);
    answered.push('student');
    await guesses.answers;
    expect(studentAnswer.statusCode).toBe(200);
    // After it was sent: the check running then (and one that may start before it reaches the
    // line), and at most one of the flood's turns.
    expect(answered.indexOf('student') - answeredBefore).toBeLessThanOrEqual(3);
  });

  it('lets a device that signed in before through while new devices are asked to wait', async () => {
    app = await floodingApp(
      { maxWaiting: 4, perClientWaiting: 2 },
      { hashParams: slowFloodHashParams },
    );
    const target = app;
    const student = await registerUser(target);
    const newcomer = await registerUser(target);
    const victim = await registerUser(target);
    const { cookie: device } = await deviceThatSignedIn(target, student);

    // A new address for every request: no address has more than one check waiting.
    const guesses = oneGuessAnAddress(target, victim);
    await guesses.full;
    const newDevice = signIn(target, '203.0.113.60', newcomer);
    const knownDevice = signIn(target, '203.0.113.61', student, device);

    const known = await knownDevice;
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ success: true, user: { email: student.email } });
    const asked = await newDevice;
    expect(asked.statusCode).toBe(503);
    expect(Number(asked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(asked.json()).toEqual({
      success: false,
      code: 'BUSY',
      message: expect.stringMatching(
        /^Many students are signing in right now\. Please wait \d+ seconds? and try again\.$/,
      ),
    });
    await guesses.answers;
    // Once the flood has passed, the new device signs in as well.
    expect((await signIn(target, '203.0.113.60', newcomer)).statusCode).toBe(200);
  });

  it('gives the device cookie once, after a sign-in: httpOnly, SameSite=Lax, for a year, naming no one', async () => {
    app = await createTestApp();
    const student = await registerUser(app);
    const { response, cookie } = await deviceThatSignedIn(app, student);
    const line = cookiesOf(response).find((value) => value.startsWith('studyhub_device='));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/Max-Age=31536000/);
    expect(cookie).not.toContain(student.email);
    expect(cookie).not.toContain(student.user.id);
    // The next page does not give it again.
    const signedIn = await signIn(app, '192.0.2.201', student, cookie);
    const again = await app.inject({
      url: '/api/auth/verify',
      headers: { cookie: `${cookieNamed(signedIn, 'studyhub_session')}; ${cookie}` },
    });
    expect(again.statusCode).toBe(200);
    expect(cookieNamed(again, 'studyhub_device')).toBe('');
  });

  it('is never given with an answer a shared cache may keep', async () => {
    app = await createTestApp();
    const student = await registerUser(app);
    const signedIn = await signIn(app, '192.0.2.202', student);
    const list = await app.inject({
      url: '/api/notes',
      headers: { cookie: cookieNamed(signedIn, 'studyhub_session') },
    });
    expect(list.headers['cache-control']).toMatch(/public/);
    expect(cookieNamed(list, 'studyhub_device')).toBe('');
  });

  it('is Secure over HTTPS, as the session cookie is', async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://studyhub.example' } });
    const student = await registerUser(app);
    const { response } = await deviceThatSignedIn(app, student);
    const line = cookiesOf(response).find((value) => value.startsWith('studyhub_device='));
    expect(line).toMatch(/Secure/);
  });

  it('does not count a forged or altered device cookie as a device that signed in', async () => {
    app = await floodingApp(
      { maxWaiting: 4, perClientWaiting: 2 },
      { hashParams: slowFloodHashParams },
    );
    const target = app;
    const student = await registerUser(target);
    const other = await registerUser(target);
    const victim = await registerUser(target);
    const { cookie } = await deviceThatSignedIn(target, other);
    const altered = `${cookie.slice(0, -2)}${cookie.endsWith('AA') ? 'BB' : 'AA'}`;

    const guesses = oneGuessAnAddress(target, victim);
    await guesses.full;
    // A device that signed in to another account is a new device for this one.
    const borrowed = signIn(target, '203.0.113.70', student, cookie);
    const forged = signIn(target, '203.0.113.71', student, altered);
    expect((await borrowed).statusCode).toBe(503);
    expect((await forged).statusCode).toBe(503);
    await guesses.answers;
  });

  it('shows the wait on the login page posted without the script, and lets a known device in', async () => {
    app = await floodingApp(
      { maxWaiting: 4, perClientWaiting: 2 },
      { forms: true, hashParams: slowFloodHashParams },
    );
    const target = app;
    const student = await registerUser(target);
    const newcomer = await registerUser(target);
    const victim = await registerUser(target);
    const { cookie: device } = await deviceThatSignedIn(target, student);
    const postLogin = (remoteAddress: string, email: string, password: string, cookie?: string) =>
      target.inject({
        method: 'POST',
        url: '/login',
        payload: new URLSearchParams({ email, password, next: '/notes' }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: site,
          ...(cookie ? { cookie } : {}),
        },
        remoteAddress,
      });

    const guesses = oneGuessAnAddress(target, victim);
    await guesses.full;
    const newDevice = postLogin('203.0.113.80', newcomer.email, newcomer.password);
    const knownDevice = postLogin('203.0.113.81', student.email, student.password, device);

    const known = await knownDevice;
    expect(known.statusCode).toBe(303);
    expect(known.headers.location).toBe('/notes');
    const asked = await newDevice;
    expect(asked.statusCode).toBe(503);
    expect(renderedOf(asked.body).formResult).toEqual({
      form: 'login',
      error: {
        code: 'BUSY',
        message: expect.stringMatching(/^Many students are signing in right now\. Please wait/),
      },
      values: { email: newcomer.email },
    });
    await guesses.answers;
  });
});

describe('a shared address after many failed sign-ins', () => {
  const college = '203.0.113.7';
  const failFiftyTimes = async (target: App) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await signIn(target, college, {
        email: `made-up-${attempt}@example.com`,
        password: 'password123',
      });
      expect(response.statusCode).toBe(401);
    }
  };

  it('still checks a correct password for an account with no failures from that address', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T09:00:00.000Z') });
    app = await createTestApp();
    const student = await registerUser(app);
    await failFiftyTimes(app);

    const signedIn = await signIn(app, college, student);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, user: { email: student.email } });
  });

  it('still slows guessing across many accounts, with a wait that grows', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T09:00:00.000Z') });
    app = await createTestApp();
    const target = app;
    const accounts = await Promise.all(Array.from({ length: 3 }, () => registerUser(target)));
    const owner = await registerUser(target);
    const { cookie } = await deviceThatSignedIn(target, owner);
    await failFiftyTimes(target);
    const guess = (index: number) =>
      signIn(target, college, { email: accounts[index]?.email ?? '', password: 'password123' });
    const checkedAndRefused = (seconds: number) =>
      `Invalid email or password. Many sign-ins have failed from your network, so please wait ${seconds} seconds before trying again.`;
    const notChecked = (seconds: number) =>
      `Many sign-ins have failed from your network. Please wait ${seconds} seconds and try again.`;

    // Past the address's 50 failures, a new device's guess is checked, then the next must wait.
    const first = await guess(0);
    expect(first.statusCode).toBe(429);
    expect(first.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: checkedAndRefused(5),
    });
    expect(first.headers['retry-after']).toBe('5');
    const waiting = await guess(1);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(notChecked(5));
    expect(waiting.headers['retry-after']).toBe('5');

    // A device that signed in to its account before is not held by the address's wait.
    expect((await signIn(target, college, owner, cookie)).statusCode).toBe(200);

    // Each guess that fails makes the next wait longer.
    vi.setSystemTime(Date.now() + 5_000);
    const second = await guess(1);
    expect(second.json().message).toBe(checkedAndRefused(10));
    expect(second.headers['retry-after']).toBe('10');
    expect((await guess(2)).json().message).toBe(notChecked(10));
    vi.setSystemTime(Date.now() + 10_000);
    expect((await guess(2)).json().message).toBe(checkedAndRefused(20));
  });

  it('walls an account that has been failing from that address, as before', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T09:00:00.000Z') });
    app = await createTestApp();
    const student = await registerUser(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      await signIn(app, college, { email: student.email, password: `guess ${attempt}` });
    }
    const refused = await signIn(app, college, student);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait 15 minutes/);
  });
});
