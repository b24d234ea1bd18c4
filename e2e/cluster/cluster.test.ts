import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import { type Cluster, checkNginx, startCluster } from './harness.ts';

/**
 * Issue 13: two processes behind nginx, sharing PostgreSQL, Redis and a bucket, behave as one
 * site. Run with `npm run test:cluster`.
 */
let cluster: Cluster;

before(async () => {
  checkNginx();
  cluster = await startCluster();
});
after(async () => {
  await cluster?.stop();
});

interface Answer {
  status: number;
  upstream: string;
  body: Record<string, unknown> & { [key: string]: unknown };
  headers: Headers;
  bytes: Uint8Array;
}

async function call(
  method: string,
  url: string,
  options: { token?: string; body?: unknown; raw?: Uint8Array; type?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.raw) {
    headers['content-type'] = options.type ?? 'application/octet-stream';
    body = Buffer.from(options.raw);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${cluster.site}${url}`, {
    method,
    headers,
    body: body ?? null,
    redirect: 'manual',
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const parsed =
    type.includes('json') && bytes.length ? JSON.parse(Buffer.from(bytes).toString()) : {};
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream') ?? '',
    body: parsed,
    headers: response.headers,
    bytes,
  };
}

let studentCount = 0;
async function register(): Promise<{ token: string; email: string }> {
  studentCount += 1;
  const email = `cluster-${process.pid}-${studentCount}@example.com`;
  const answer = await call('POST', '/api/auth/register', {
    body: { name: 'Kavya Menon', email, password: 'cluster test password' },
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return { token: String(answer.body.token), email };
}

interface Note {
  id: string;
  name: string;
  price: number;
}

describe('one site behind nginx', () => {
  it('spreads consecutive requests over both processes', async () => {
    const upstreams = new Set<string>();
    for (let n = 0; n < 6; n += 1) upstreams.add((await call('GET', '/api/ready')).upstream);
    assert.equal(upstreams.size, 2, `requests reached ${[...upstreams].join(', ')}`);
  });

  it('runs a purchase and download, step by step on alternating processes', async () => {
    await cluster.resetLimits();
    const student = await register();
    const notes = (await call('GET', '/api/notes')).body.notes as Note[];
    const paid = notes.find((note) => note.price > 0);
    assert.ok(paid, 'a paid note is seeded');
    const seen: string[] = [];
    const order = await call('POST', '/api/payment/create-order', {
      token: student.token,
      body: { itemType: 'note', itemId: paid.id },
    });
    seen.push(order.upstream);
    assert.equal(order.status, 200, JSON.stringify(order.body));
    const pay = await call('POST', '/api/payment/sandbox/pay', {
      token: student.token,
      body: { orderId: order.body.orderId, cardNumber: '4111 1111 1111 1111' },
    });
    seen.push(pay.upstream);
    assert.equal(pay.status, 200, JSON.stringify(pay.body));
    const { success: _ok, ...confirmation } = pay.body;
    const verify = await call('POST', '/api/payment/verify', {
      token: student.token,
      body: confirmation,
    });
    seen.push(verify.upstream);
    assert.equal(verify.status, 200, JSON.stringify(verify.body));
    const downloads = [];
    for (let n = 0; n < 2; n += 1) {
      const download = await call('GET', `/api/notes/${paid.id}/download`, {
        token: student.token,
      });
      seen.push(download.upstream);
      assert.equal(download.status, 200);
      assert.equal(Buffer.from(download.bytes.subarray(0, 5)).toString(), '%PDF-');
      downloads.push(download);
    }
    assert.equal(new Set(seen).size, 2, 'steps ran on both processes');
    for (let n = 1; n < seen.length; n += 1) {
      assert.notEqual(seen[n], seen[n - 1], `step ${n + 1} ran on the same process as step ${n}`);
    }
  });

  it('runs a quiz attempt across both processes', async () => {
    await cluster.resetLimits();
    const student = await register();
    const started = await call('POST', '/api/quizzes/python/attempts', { token: student.token });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    const attempt = started.body.attempt as { id: string; questions: { id: string }[] };
    const answers = Object.fromEntries(attempt.questions.map((question) => [question.id, 0]));
    const saved = await call('PUT', `/api/quizzes/attempts/${attempt.id}/answers`, {
      token: student.token,
      body: { answers },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.notEqual(saved.upstream, started.upstream);
    const reread = await call('GET', `/api/quizzes/attempts/${attempt.id}`, {
      token: student.token,
    });
    assert.deepEqual((reread.body.attempt as { answers: unknown }).answers, answers);
    const submitted = await call('POST', `/api/quizzes/attempts/${attempt.id}/submit`, {
      token: student.token,
      body: {},
    });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    assert.ok((submitted.body.attempt as { result: unknown }).result, 'graded');
  });

  it("shows an operator's change and upload on both processes within a second", async () => {
    await cluster.resetLimits();
    const login = await call('POST', '/api/auth/login', {
      body: { email: 'admin@example.com', password: 'admin-demo-2026' },
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const admin = String(login.body.token);
    // Both processes cache the list first.
    for (let n = 0; n < 4; n += 1) await call('GET', '/api/notes');
    const note = ((await call('GET', '/api/notes')).body.notes as Note[]).find(
      (item) => item.price === 0,
    );
    assert.ok(note, 'a free note is seeded');
    const renamed = `Renamed across the cluster ${process.pid}`;
    const patch = await call('PATCH', `/api/admin/catalog/notes/${note.id}`, {
      token: admin,
      body: { name: renamed },
    });
    assert.equal(patch.status, 200, JSON.stringify(patch.body));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const upstreams = new Set<string>();
    for (let n = 0; n < 4; n += 1) {
      const list = await call('GET', '/api/notes');
      upstreams.add(list.upstream);
      assert.ok(
        (list.body.notes as Note[]).some((item) => item.name === renamed),
        `${list.upstream} still shows the old name`,
      );
    }
    assert.equal(upstreams.size, 2);

    const pdf = await PDFDocument.create();
    pdf.addPage([300, 400]).drawText('Uploaded through nginx', { x: 20, y: 200 });
    const bytes = await pdf.save();
    const upload = await call('PUT', `/api/admin/catalog/notes/${note.id}/pdf`, {
      token: admin,
      raw: bytes,
      type: 'application/pdf',
    });
    assert.equal(upload.status, 200, JSON.stringify(upload.body));
    const student = await register();
    for (let n = 0; n < 2; n += 1) {
      const download = await call('GET', `/api/notes/${note.id}/download`, {
        token: student.token,
      });
      assert.equal(download.status, 200);
      assert.deepEqual(
        Buffer.from(download.bytes),
        Buffer.from(bytes),
        `from ${download.upstream}`,
      );
    }
  });

  it('refuses the 51st of 70 failed logins, however they are spread', async () => {
    await cluster.resetLimits();
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    for (let n = 0; n < 70; n += 1) {
      // Seven accounts, ten tries each: the per-account limit (10) is never what refuses.
      const answer = await call('POST', '/api/auth/login', {
        body: { email: `nobody-${n % 7}@example.com`, password: 'wrong password here' },
      });
      statuses.push(answer.status);
      upstreams.add(answer.upstream);
    }
    assert.equal(upstreams.size, 2);
    assert.deepEqual(
      statuses,
      [...Array(50).fill(401), ...Array(20).fill(429)],
      'the shared limit of 50 failed logins per address in 15 minutes',
    );
    await cluster.resetLimits();
  });
});

describe('a process killed under load', () => {
  it('keeps serving from the other, and grants every acknowledged purchase exactly once', async (t) => {
    await cluster.resetLimits();
    const students = [];
    for (let n = 0; n < 12; n += 1) students.push(await register());
    await cluster.resetLimits();
    const acknowledged: { token: string; orderId: string }[] = [];
    const failures: number[] = [];
    let acknowledgedAfterKill = 0;
    let killed = false;
    const started = Date.now();
    const deadline = started + 30_000;
    const victim = cluster.servers[1];
    assert.ok(victim);
    const killer = setTimeout(() => {
      victim.child.kill('SIGKILL');
      killed = true;
    }, 10_000);

    async function purchases(student: { token: string }) {
      // At most 18 orders each: the limit is 20 a student in 10 minutes.
      for (let n = 0; n < 18 && Date.now() < deadline; n += 1) {
        const order = await call('POST', '/api/payment/create-order', {
          token: student.token,
          body: { itemType: 'donation', itemId: 'donation', amount: 10 + n },
        });
        if (order.status !== 200) {
          failures.push(order.status);
          continue;
        }
        const pay = await call('POST', '/api/payment/sandbox/pay', {
          token: student.token,
          body: { orderId: order.body.orderId, cardNumber: '4111 1111 1111 1111' },
        });
        if (pay.status !== 200) {
          failures.push(pay.status);
          continue;
        }
        const { success: _ok, ...confirmation } = pay.body;
        const verify = await call('POST', '/api/payment/verify', {
          token: student.token,
          body: confirmation,
        });
        if (verify.status !== 200) {
          failures.push(verify.status);
          continue;
        }
        acknowledged.push({ token: student.token, orderId: String(order.body.orderId) });
        if (killed) acknowledgedAfterKill += 1;
        // Paced so the load lasts the whole 30 seconds within the per-student limit.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
    }
    await Promise.all(students.map((student) => purchases(student)));
    clearTimeout(killer);
    t.diagnostic(
      `${acknowledged.length} purchases acknowledged in ${Math.round((Date.now() - started) / 1000)} s, ${acknowledgedAfterKill} after the kill; ${failures.length} refused (${failures.join(', ') || 'none'})`,
    );
    assert.ok(killed, 'the process was killed during the load');
    assert.ok(acknowledged.length > 20, `only ${acknowledged.length} purchases were acknowledged`);
    assert.ok(acknowledgedAfterKill > 0, 'nginx went on serving after the kill');
    // Only requests in flight on the killed process may fail (nginx answers 502 for them).
    assert.ok(
      failures.every((status) => status === 502),
      `unexpected failures: ${failures.join(', ')}`,
    );

    const byStudent = new Map<string, string[]>();
    for (const { token, orderId } of acknowledged) {
      byStudent.set(token, [...(byStudent.get(token) ?? []), orderId]);
    }
    for (const [token, orderIds] of byStudent) {
      const list = await call('GET', '/api/user/purchases', { token });
      assert.equal(list.status, 200);
      const text = JSON.stringify(list.body);
      for (const orderId of orderIds) {
        const occurrences = text.split(`"${orderId}"`).length - 1;
        assert.equal(occurrences, 1, `order ${orderId} appears ${occurrences} times`);
      }
      const receipts = (list.body.purchases as { orderId: string; status?: string }[]).filter(
        (purchase) => orderIds.includes(purchase.orderId),
      );
      assert.equal(receipts.length, orderIds.length, 'every acknowledged purchase is listed');
    }
  });
});

describe('Redis away', () => {
  it('makes /api/ready fail and logins answer 503, and recovers without a restart', async () => {
    await cluster.resetLimits();
    const student = await register();
    await cluster.redis.stop();
    try {
      const ready = await call('GET', '/api/ready');
      assert.equal(ready.status, 503);
      assert.equal(ready.body.redis, 'failing');
      const login = await call('POST', '/api/auth/login', {
        body: { email: student.email, password: 'cluster test password' },
      });
      assert.equal(login.status, 503);
      assert.equal(login.body.code, 'SERVICE_UNAVAILABLE');
      assert.match(String(login.body.message), /try again in a minute/);
    } finally {
      await cluster.redis.start();
    }
    const until = Date.now() + 15_000;
    let ready = 0;
    while (Date.now() < until && ready !== 200) {
      ready = (await call('GET', '/api/ready')).status;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(ready, 200, 'ready again once Redis is back');
    const login = await call('POST', '/api/auth/login', {
      body: { email: student.email, password: 'cluster test password' },
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
  });
});
