import type {
  AdminUserDetailResponse,
  AdminUsersResponse,
  ChangeRoleResponse,
  EndSessionsResponse,
} from '@studyhub/contract/admin';
import type { AuthResponse } from '@studyhub/contract/auth';
import type { NotesResponse, PapersResponse } from '@studyhub/contract/catalog';
import type { CertificateResponse } from '@studyhub/contract/quiz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  adminToken,
  auditEntries,
  bearer,
  createAppWithAdmin,
  nonOperatorAnswers,
  type RegisteredUser,
  registerUser,
  requestAsAdmin,
} from '../../../test/factories.ts';
import { buyNote, requestCertificate, takeQuiz } from '../../../test/student-activity.ts';
import type { App } from '../../app.ts';

let app: App;
let admin: string;
let clock = new Date('2031-03-10T08:00:00.000Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  ({ app, admin } = await createAppWithAdmin({ now: () => clock }));
});
afterAll(() => app.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  requestAsAdmin(app, admin, method, url, payload);
const users = async (query: string) => {
  const response = await asAdmin('GET', `/api/admin/users${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<AdminUsersResponse>();
};
const auditOf = (userId: string) => auditEntries(app, admin, 'user', userId);
const setRole = (token: string, userId: string, role: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/role`,
    headers: bearer(token),
    payload: { role },
  });

describe('admin users and overview endpoints', () => {
  it('answer 401 signed out and 403 to a student', async () => {
    const student = await registerUser(app);
    const endpoints = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${student.user.id}`],
      ['POST', `/api/admin/users/${student.user.id}/role`],
      ['POST', `/api/admin/users/${student.user.id}/sessions/end`],
      ['GET', '/api/admin/overview'],
    ] as const;
    for (const [method, url] of endpoints) {
      const payload = url.endsWith('/role') ? { role: 'admin' } : undefined;
      const { signedOut, asStudent } = await nonOperatorAnswers(app, student, method, url, payload);
      expect(signedOut.statusCode, url).toBe(401);
      expect(signedOut.json(), url).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      expect(asStudent.statusCode, url).toBe(403);
      expect(asStudent.json(), url).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    const after = await users(`?q=${student.email}`);
    expect(after.users).toEqual([
      expect.objectContaining({ id: student.user.id, role: 'student' }),
    ]);
  });
});

describe('GET /api/admin/users', () => {
  let ananya: RegisteredUser;
  let rahul: RegisteredUser;
  let ops: RegisteredUser;

  beforeAll(async () => {
    ananya = await registerUser(app, { name: 'Ananya Iyer', email: 'ananya.search@example.in' });
    advance(60);
    rahul = await registerUser(app, { name: 'Rahul Sharma', email: 'rahul@college.example.in' });
    advance(60);
    ops = await registerUser(app, { name: 'Kavya Ops', email: 'kavya.search@example.in' });
    advance(60);
    expect((await setRole(admin, ops.user.id, 'admin')).statusCode).toBe(200);
  });

  it('finds accounts by part of the name or email in any case, newest first', async () => {
    const byEmail = await users('?q=SEARCH@EXAMPLE');
    expect(byEmail.users.map((user) => user.email)).toEqual([
      'kavya.search@example.in',
      'ananya.search@example.in',
    ]);
    expect(byEmail).toMatchObject({
      success: true,
      page: 1,
      pageSize: 50,
      total: 2,
      totalPages: 1,
    });
    const byName = await users('?q=rahul%20sh');
    expect(byName.users).toEqual([
      {
        id: rahul.user.id,
        name: 'Rahul Sharma',
        email: 'rahul@college.example.in',
        role: 'student',
        createdAt: '2031-03-10T08:01:00.000Z',
        disabledAt: null,
      },
    ]);
    expect((await users('?q=nobody-has-this')).users).toEqual([]);
  });

  it('treats % and _ in a search as the characters themselves', async () => {
    expect((await users('?q=%25')).total).toBe(0);
    expect((await users('?q=_')).total).toBe(0);
  });

  it('filters by role', async () => {
    const admins = await users('?q=search&role=admin');
    expect(admins.users.map((user) => user.id)).toEqual([ops.user.id]);
    const students = await users('?q=search&role=student');
    expect(students.users.map((user) => user.id)).toEqual([ananya.user.id]);
  });

  it('pages 50 at a time and says how many match', async () => {
    const made: string[] = [];
    for (let i = 0; i < 52; i++) {
      advance(1);
      made.push((await registerUser(app, { name: `Paging Student ${i}` })).user.id);
    }
    const first = await users('?q=paging%20student');
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 52, totalPages: 2 });
    expect(first.users.map((user) => user.id)).toEqual(made.slice(2).reverse());
    const second = await users('?q=paging%20student&page=2');
    expect(second.users.map((user) => user.id)).toEqual(made.slice(0, 2).reverse());
    expect((await users('?q=paging%20student&page=3')).users).toEqual([]);
    const unfiltered = await users('');
    expect(unfiltered.users).toHaveLength(50);
    expect(unfiltered.total).toBeGreaterThan(52);
  });

  it('refuses a page that is not a positive whole number, and an unknown role', async () => {
    for (const query of ['?page=0', '?page=two', '?role=owner']) {
      const response = await asAdmin('GET', `/api/admin/users${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows the account with its orders, downloads, attempts and certificates', async () => {
    const student = await registerUser(app, { name: 'Meera Pillai' });
    const createdAt = clock.toISOString();
    const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
    const [kept, refunded] = notes.filter((note) => !note.isFree);
    if (!kept || !refunded) throw new Error('the demo catalog has two paid notes');
    advance(60);
    const keptOrder = await buyNote(app, student, kept.id);
    advance(60);
    const refundedOrder = await buyNote(app, student, refunded.id);
    advance(60);
    const refund = await asAdmin('POST', `/api/admin/orders/${refundedOrder}/refund`, {
      reason: 'Bought by mistake',
    });
    expect(refund.statusCode).toBe(200);
    advance(60);
    const paper = (await app.inject({ url: '/api/question-papers' })).json<PapersResponse>()
      .papers[0];
    if (!paper) throw new Error('the demo catalog has a question paper');
    const downloaded = await app.inject({
      url: `/api/question-papers/${paper.id}/download`,
      headers: bearer(student.token),
    });
    expect(downloaded.statusCode).toBe(200);
    const downloadedAt = clock.toISOString();
    advance(60);
    const failed = await takeQuiz(app, student, 'python', 'fail', advance);
    advance(60);
    const passed = await takeQuiz(app, student, 'java', 'pass', advance);
    const issued = await requestCertificate(app, student, passed.id, 'Meera Pillai');
    expect(issued.statusCode).toBe(201);
    const { certificate } = issued.json<CertificateResponse>();

    const response = await asAdmin('GET', `/api/admin/users/${student.user.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminUserDetailResponse>();
    expect(detail.user).toEqual({
      id: student.user.id,
      name: 'Meera Pillai',
      email: student.email,
      role: 'student',
      createdAt,
      disabledAt: null,
    });
    expect(detail.orders).toEqual([
      expect.objectContaining({
        orderId: refundedOrder,
        itemId: refunded.id,
        itemName: refunded.name,
        refundDue: false,
        refundedAt: expect.any(String),
      }),
      expect.objectContaining({
        orderId: keptOrder,
        itemId: kept.id,
        itemName: kept.name,
        refundDue: false,
        refundedAt: null,
      }),
    ]);
    expect(detail.orders.map((order) => order.amountPaise)).toEqual([
      refunded.price * 100,
      kept.price * 100,
    ]);
    expect(detail.downloads).toEqual([
      expect.objectContaining({ itemType: 'paper', itemId: paper.id, downloadedAt }),
    ]);
    expect(detail.attempts).toEqual([
      expect.objectContaining({
        id: passed.id,
        subject: 'java',
        status: 'submitted',
        passed: true,
        score: passed.result?.score,
      }),
      expect.objectContaining({
        id: failed.id,
        subject: 'python',
        status: 'submitted',
        passed: false,
        score: 0,
      }),
    ]);
    expect(detail.certificates).toEqual([
      expect.objectContaining({ id: certificate.id, name: 'Meera Pillai', revoked: false }),
    ]);
  });

  it('shows a new account with empty lists', async () => {
    const student = await registerUser(app);
    const detail = (
      await asAdmin('GET', `/api/admin/users/${student.user.id}`)
    ).json<AdminUserDetailResponse>();
    expect(detail).toMatchObject({ orders: [], downloads: [], attempts: [], certificates: [] });
  });

  it('answers 404 for an unknown account', async () => {
    const response = await asAdmin('GET', '/api/admin/users/no-such-user');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No account has the id no-such-user.',
    });
  });
});

describe('POST /api/admin/users/:id/role', () => {
  it('promotes a student, who can then use the admin API, and demotes them again, audited', async () => {
    const student = await registerUser(app, { name: 'Arjun Menon' });
    const promoted = await setRole(admin, student.user.id, 'admin');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<ChangeRoleResponse>()).toMatchObject({
      success: true,
      changed: true,
      message: 'Arjun Menon is now an admin.',
      user: { id: student.user.id, role: 'admin' },
    });
    expect(
      (await app.inject({ url: '/api/admin/users', headers: bearer(student.token) })).statusCode,
    ).toBe(200);

    advance(60);
    const demoted = await setRole(admin, student.user.id, 'student');
    expect(demoted.json<ChangeRoleResponse>()).toMatchObject({
      changed: true,
      message: 'Arjun Menon is now a student.',
    });
    expect(
      (await app.inject({ url: '/api/admin/users', headers: bearer(student.token) })).statusCode,
    ).toBe(403);

    expect(await auditOf(student.user.id)).toEqual([
      expect.objectContaining({
        action: 'user.demote',
        actor: expect.objectContaining({ email: 'admin@example.com' }),
        before: { role: 'admin' },
        after: { role: 'student' },
      }),
      expect.objectContaining({
        action: 'user.promote',
        before: { role: 'student' },
        after: { role: 'admin' },
      }),
    ]);
  });

  it('changes nothing and audits nothing when the account already has the role', async () => {
    const student = await registerUser(app, { name: 'Divya Rao' });
    const response = await setRole(admin, student.user.id, 'student');
    expect(response.statusCode).toBe(200);
    expect(response.json<ChangeRoleResponse>()).toMatchObject({
      changed: false,
      message: 'Divya Rao is already a student.',
    });
    expect(await auditOf(student.user.id)).toEqual([]);
  });

  it('refuses an operator demoting themselves', async () => {
    const me = (
      await app.inject({ url: '/api/auth/verify', headers: bearer(admin) })
    ).json<AuthResponse>().user;
    const response = await setRole(admin, me.id, 'student');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message:
        'You cannot remove your own admin role. Ask another operator to do it if it must change.',
    });
    expect((await app.inject({ url: '/api/admin/users', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect(await auditOf(me.id)).toEqual([]);
  });

  it('refuses an unknown role and answers 404 for an unknown account', async () => {
    const student = await registerUser(app);
    const bad = await setRole(admin, student.user.id, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const unknown = await setRole(admin, 'no-such-user', 'admin');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('POST /api/admin/users/:id/sessions/end', () => {
  it("signs the account out everywhere at once, audited, and leaves the operator's session", async () => {
    const student = await registerUser(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: student.password },
    });
    const second = login.json<AuthResponse>().token;
    for (const token of [student.token, second]) {
      expect(
        (await app.inject({ url: '/api/auth/verify', headers: bearer(token) })).statusCode,
      ).toBe(200);
    }

    const response = await asAdmin('POST', `/api/admin/users/${student.user.id}/sessions/end`);
    expect(response.statusCode).toBe(200);
    expect(response.json<EndSessionsResponse>()).toEqual({
      success: true,
      message: 'Signed out of 2 devices.',
      endedSessions: 2,
    });
    for (const token of [student.token, second]) {
      const verify = await app.inject({ url: '/api/auth/verify', headers: bearer(token) });
      expect(verify.statusCode).toBe(401);
      expect(verify.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect((await app.inject({ url: '/api/auth/verify', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect(await auditOf(student.user.id)).toEqual([
      expect.objectContaining({
        action: 'user.sessions.end',
        before: { sessions: 2 },
        after: { sessions: 0 },
      }),
    ]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: student.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    const response = await asAdmin('POST', '/api/admin/users/no-such-user/sessions/end');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('the last admin', () => {
  it('is never demoted, even by two operators demoting each other at once', async () => {
    const own = await createTestApp({ seedDemoAs: 'development', now: () => clock });
    try {
      const demo = await adminToken(own);
      const demoId = (
        await own.inject({ url: '/api/auth/verify', headers: bearer(demo) })
      ).json<AuthResponse>().user.id;
      const [first, second] = [await registerUser(own), await registerUser(own)];
      const roleIn = (token: string, userId: string, role: string) =>
        own.inject({
          method: 'POST',
          url: `/api/admin/users/${userId}/role`,
          headers: bearer(token),
          payload: { role },
        });
      expect((await roleIn(demo, first.user.id, 'admin')).statusCode).toBe(200);
      expect((await roleIn(demo, second.user.id, 'admin')).statusCode).toBe(200);
      expect((await roleIn(first.token, demoId, 'student')).statusCode).toBe(200);

      const racing = await Promise.all([
        roleIn(first.token, second.user.id, 'student'),
        roleIn(second.token, first.user.id, 'student'),
      ]);
      // The loser is refused as the last admin (409), or as no longer an admin (403) when the
      // winner's change committed before the loser's request was authorised; never both demoted.
      const statuses = racing.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const refused = racing.find((response) => response.statusCode !== 200);
      expect([403, 409]).toContain(refused?.statusCode);
      if (refused?.statusCode === 409) {
        expect(refused.json()).toMatchObject({
          success: false,
          code: 'CONFLICT',
          message:
            'This is the last admin who can sign in, so it stays an admin. Make another account an admin first.',
        });
      }
      const remaining = racing[0]?.statusCode === 200 ? first : second;
      const list = await own.inject({
        url: '/api/admin/users?role=admin',
        headers: bearer(remaining.token),
      });
      expect(list.json<AdminUsersResponse>().users.map((user) => user.id)).toEqual([
        remaining.user.id,
      ]);
    } finally {
      await own.close();
    }
  });
});
