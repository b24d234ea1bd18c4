/**
 * The login load of the benches, in its own process so its work is not counted as the server's:
 * registers a set of students, then on 'start' sends logins until 'stop', and reports how they
 * were answered. Two shapes of load:
 * - `login-load.ts <base> <concurrency>`: keeps `concurrency` logins in flight, every other one
 *   for an email nobody registered (logins-and-files.ts);
 * - `login-load.ts <base> flood <perSecond> <addresses>`: a sign-in flood (issue 21): `perSecond`
 *   sign-ins a second with wrong passwords, half for registered students and half for unknown
 *   emails, sent on the clock whether or not earlier ones were answered, from `addresses` client
 *   addresses in turn (sign-in-flood.ts).
 *
 * Every request names its client address in X-Forwarded-For (the server runs with
 * TRUST_PROXY=1, and this process connects from loopback as a proxy would): students behind a
 * proxy, not one address that the rate limits would stop after 60 tries, before any hashing
 * happened.
 */
const [base = '', shape = '30', perSecondArgument = '11', addressesArgument = '50'] =
  process.argv.slice(2);
const flood = shape === 'flood';
const concurrency = flood ? 0 : Number(shape);
const perSecond = Number(perSecondArgument);
const floodAddresses = Number(addressesArgument);
const password = 'bench password 2026';
// Logins per email are limited to 10 in 15 minutes: enough students that none reaches it
// during one bench run (the figures report any 429 answers).
const students = Array.from({ length: 40 }, (_, index) => `bench-student-${index}@example.com`);

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

function post(url: string, body: object, address = nextAddress()) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

const send = (message: object) =>
  new Promise<void>((resolve) => process.send?.(message, () => resolve()));

async function register(email: string) {
  const response = await post('/api/auth/register', { name: 'Bench Student', email, password });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`registering ${email}: HTTP ${response.status}`);
}
for (let index = 0; index < students.length; index += 4) {
  await Promise.all(students.slice(index, index + 4).map(register));
}

let running = false;
const statuses = new Map<number, number>();
const count = (status: number) => {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
};
let studentIndex = 0;
let unknownIndex = 0;

async function worker() {
  let unknown = false;
  while (running) {
    unknown = !unknown;
    const email = unknown
      ? `nobody-${unknownIndex++}@example.com`
      : (students[studentIndex++ % students.length] ?? '');
    const response = await post('/api/auth/login', { email, password });
    await response.arrayBuffer();
    count(response.status);
  }
}

/** One wrong-password sign-in every 1/perSecond s, from the flood's addresses in turn. */
function floodOnTheClock(): Promise<void> {
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  return new Promise((resolve) => {
    const tick = () => {
      if (!running) {
        Promise.all(pending).then(() => resolve());
        return;
      }
      const due = Math.floor(((performance.now() - started) * perSecond) / 1000) + 1;
      for (; sent < due; sent++) {
        const email =
          sent % 2 === 0
            ? `nobody-${unknownIndex++}@example.com`
            : (students[studentIndex++ % students.length] ?? '');
        const address = `10.50.${Math.floor((sent % floodAddresses) / 250)}.${((sent % floodAddresses) % 250) + 1}`;
        const request = post('/api/auth/login', { email, password: 'not their password' }, address)
          .then(async (response) => {
            await response.arrayBuffer();
            count(response.status);
          })
          .catch(() => count(0))
          .finally(() => pending.delete(request));
        pending.add(request);
      }
      setTimeout(tick, 10);
    };
    tick();
  });
}

let workers: Promise<void>[] = [];
process.on('message', async (message) => {
  if (message === 'start') {
    running = true;
    workers = flood ? [floodOnTheClock()] : Array.from({ length: concurrency }, () => worker());
  } else if (message === 'stop') {
    running = false;
    await Promise.all(workers);
    await send({ statuses: Object.fromEntries(statuses) });
    process.disconnect();
  }
});
await send({ ready: true });
