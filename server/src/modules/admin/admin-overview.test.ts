import type { AdminOverviewResponse } from '@studyhub/contract/admin';
import type { NotesResponse, PapersResponse } from '@studyhub/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { adminToken, bearer, type RegisteredUser, registerUser } from '../../../test/factories.ts';
import { buyNote, takeQuiz } from '../../../test/student-activity.ts';
import type { App } from '../../app.ts';

let app: App;
let clock = new Date('2031-05-31T23:59:00.000Z');
const at = (iso: string) => {
  clock = new Date(iso);
};
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let keptPricePaise: number;
let refundedPricePaise: number;
let overview: AdminOverviewResponse;

const downloadPaper = async (student: RegisteredUser, paperId: string) => {
  const response = await app.inject({
    url: `/api/question-papers/${paperId}/download`,
    headers: bearer(student.token),
  });
  expect(response.statusCode).toBe(200);
};

/**
 * A month of known activity on the app's clock; the overview is read on 30 June 2031, so its
 * period is 1 to 30 June. The demo accounts were made on the real clock, years before.
 */
beforeAll(async () => {
  app = await createTestApp({ seedDemoAs: 'development', now: () => clock });
  const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
  const [kept, refunded, early] = notes.filter((note) => !note.isFree);
  if (!kept || !refunded || !early) throw new Error('the demo catalog has three paid notes');
  keptPricePaise = kept.price * 100;
  refundedPricePaise = refunded.price * 100;
  const paper = (await app.inject({ url: '/api/question-papers' })).json<PapersResponse>()
    .papers[0];
  if (!paper) throw new Error('the demo catalog has a question paper');

  // The last minute of 31 May: outside the period.
  const before = await registerUser(app);
  await buyNote(app, before, early.id);
  await downloadPaper(before, paper.id);

  at('2031-06-01T00:00:00.000Z');
  await registerUser(app);

  at('2031-06-15T10:00:00.000Z');
  const buyer = await registerUser(app, { rememberMe: true });
  await buyNote(app, buyer, kept.id);
  const refundedOrder = await buyNote(app, buyer, refunded.id);
  await downloadPaper(buyer, paper.id);
  at('2031-06-16T09:00:00.000Z');
  await downloadPaper(buyer, paper.id);

  // Refunded later: the money comes off the day it was paid, 15 June.
  at('2031-06-20T09:00:00.000Z');
  const admin = await adminToken(app);
  const refund = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${refundedOrder}/refund`,
    headers: bearer(admin),
    payload: { reason: 'Bought the wrong subject' },
  });
  expect(refund.statusCode).toBe(200);

  at('2031-06-30T10:00:00.000Z');
  const quizTaker = await registerUser(app);
  await takeQuiz(app, quizTaker, 'java', 'pass', advance);
  await takeQuiz(app, quizTaker, 'java', 'fail', advance);
  await takeQuiz(app, quizTaker, 'python', 'fail', advance);

  at('2031-06-30T12:00:00.000Z');
  const response = await app.inject({
    url: '/api/admin/overview',
    headers: bearer(await adminToken(app)),
  });
  expect(response.statusCode).toBe(200);
  overview = response.json<AdminOverviewResponse>();
});
afterAll(async () => {
  await app.close();
});

const day = (date: string) => overview.days.find((entry) => entry.day === date);

describe('GET /api/admin/overview', () => {
  it('lists every UTC day of the last 30, today included, oldest first', () => {
    expect(overview).toMatchObject({ success: true, from: '2031-06-01', to: '2031-06-30' });
    expect(overview.days.map((entry) => entry.day)).toEqual(
      Array.from({ length: 30 }, (_, index) => `2031-06-${String(index + 1).padStart(2, '0')}`),
    );
  });

  it('counts new accounts, paid orders, revenue net of refunds and downloads per day', () => {
    expect(day('2031-06-01')).toEqual({
      day: '2031-06-01',
      newUsers: 1,
      paidOrders: 0,
      revenuePaise: 0,
      downloads: 0,
    });
    expect(day('2031-06-15')).toEqual({
      day: '2031-06-15',
      newUsers: 1,
      paidOrders: 2,
      revenuePaise: keptPricePaise,
      downloads: 1,
    });
    expect(day('2031-06-16')).toMatchObject({ newUsers: 0, paidOrders: 0, downloads: 1 });
    expect(day('2031-06-20')).toMatchObject({ paidOrders: 0, revenuePaise: 0 });
    expect(day('2031-06-30')).toMatchObject({ newUsers: 1, paidOrders: 0, downloads: 0 });
    const quiet = overview.days.filter(
      (entry) =>
        entry.newUsers === 0 &&
        entry.paidOrders === 0 &&
        entry.revenuePaise === 0 &&
        entry.downloads === 0,
    );
    expect(quiet).toHaveLength(26);
  });

  it('totals the period, leaving out what happened before it', () => {
    expect(overview.totals).toEqual({
      newUsers: 3,
      paidOrders: 2,
      paidPaise: keptPricePaise + refundedPricePaise,
      refundedPaise: refundedPricePaise,
      revenuePaise: keptPricePaise,
      downloads: 2,
    });
  });

  it('gives each quiz its finished attempts, passes and pass rate', () => {
    expect(overview.quizzes).toEqual([
      { subject: 'java', attempts: 2, passes: 1, passRate: 0.5 },
      { subject: 'python', attempts: 1, passes: 0, passRate: 0 },
      { subject: 'c', attempts: 0, passes: 0, passRate: null },
      { subject: 'javascript', attempts: 0, passes: 0, passRate: null },
    ]);
  });
});
