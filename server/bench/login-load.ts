/**
 * The login load of the bench, in its own process so its work is not counted as the server's:
 * registers a set of students, then on 'start' keeps `concurrency` logins in flight (every other
 * one for an email nobody registered) until 'stop', and reports how the logins were answered.
 *
 * Every request names its own client address in X-Forwarded-For (the server runs with
 * TRUST_PROXY=1, and this process connects from loopback as a proxy would): 30 students behind a proxy, not one address that the rate limits would
 * stop after 60 tries, before any hashing happened.
 */
const [base = '', concurrencyArgument = '30'] = process.argv.slice(2);
const concurrency = Number(concurrencyArgument);
const password = 'bench password 2026';
// Logins per email are limited to 10 in 15 minutes: enough students that none reaches it
// during one bench run (the figures report any 429 answers).
const students = Array.from({ length: 40 }, (_, index) => `bench-student-${index}@example.com`);

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

function post(url: string, body: object) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
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
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
}

let workers: Promise<void>[] = [];
process.on('message', async (message) => {
  if (message === 'start') {
    running = true;
    workers = Array.from({ length: concurrency }, () => worker());
  } else if (message === 'stop') {
    running = false;
    await Promise.all(workers);
    await send({ statuses: Object.fromEntries(statuses) });
    process.disconnect();
  }
});
await send({ ready: true });
