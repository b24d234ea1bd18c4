import type { AuditEntry } from '@studyhub/contract/admin';
import {
  type AdminQuizQuestion,
  type AdminQuizQuestionsResponse,
  type AttemptResponse,
  quizzes,
  type Subject,
} from '@studyhub/contract/quiz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAdmin, registerUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { loadBank } from './quiz-banks.ts';

let app: App;
let admin: string;
let clock = new Date('2026-11-23T09:00:00.000Z');

beforeAll(async () => {
  ({ app, admin } = await createAppWithAdmin({ now: () => clock }));
});
afterAll(() => app.close());

async function list(subject: Subject) {
  const response = await app.inject({
    url: `/api/admin/quiz-questions?subject=${subject}`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminQuizQuestionsResponse>();
}

const find = (questions: AdminQuizQuestion[], id: string) => {
  const question = questions.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`${id} not listed`);
  return question;
};

async function auditOf(id: string): Promise<AuditEntry[]> {
  const response = await app.inject({
    url: `/api/admin/audit?subjectType=quiz-question&subjectId=${id}`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ entries: AuditEntry[] }>().entries;
}

const newQuestion = {
  subject: 'python',
  topic: 'basics',
  question: 'What does this code print?',
  code: 'print(len("naan"))',
  options: ['4', '3', '5', 'naan'],
  answer: 0,
  explanation: 'len counts the four characters of "naan".',
};

describe('who may use the quiz question endpoints', () => {
  const calls = [
    { method: 'GET', url: '/api/admin/quiz-questions?subject=java' },
    { method: 'POST', url: '/api/admin/quiz-questions', payload: newQuestion },
    { method: 'PATCH', url: '/api/admin/quiz-questions/java-001', payload: { question: 'Hm?' } },
    { method: 'POST', url: '/api/admin/quiz-questions/java-001/retire' },
    { method: 'POST', url: '/api/admin/quiz-questions/java-001/restore' },
  ] as const;

  it.each(calls)('$method $url: 401 signed out, 403 for a student', async (call) => {
    const signedOut = await app.inject(call);
    expect(signedOut.statusCode).toBe(401);
    const { token } = await registerUser(app);
    const student = await app.inject({ ...call, headers: bearer(token) });
    expect(student.statusCode).toBe(403);
  });
});

describe('writing and fixing questions', () => {
  it('creates a question as the next python-NNN in a topic of the bank, audited', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/quiz-questions',
      headers: bearer(admin),
      payload: newQuestion,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().question).toEqual({ ...newQuestion, id: 'python-079', active: true });

    const { questions, topics } = await list('python');
    expect(topics.map((topic) => topic.id)).toContain('basics');
    expect(find(questions, 'python-079')).toMatchObject({
      served: 0,
      facility: null,
      discrimination: null,
      flagged: false,
    });
    const [entry] = await auditOf('python-079');
    expect(entry).toMatchObject({
      action: 'quiz-question.create',
      actor: { email: 'admin@example.com' },
      after: { question: 'What does this code print?', answer: 0 },
    });

    const next = await app.inject({
      method: 'POST',
      url: '/api/admin/quiz-questions',
      headers: bearer(admin),
      payload: { ...newQuestion, code: '', question: 'Which keyword defines a function?' },
    });
    expect(next.json().question).toMatchObject({ id: 'python-080', code: null });
  });

  it('refuses a topic outside the bank, repeated options and a missing right option', async () => {
    const refusals = [
      [{ ...newQuestion, topic: 'astrology' }, 'Choose one of this quiz’s topics.'],
      [{ ...newQuestion, options: ['4', '3', ' 4 ', '5'] }, 'The four options must differ.'],
      [{ ...newQuestion, options: ['4', '3', '5'] }, undefined],
      [{ ...newQuestion, answer: 4 }, 'Choose the right option.'],
    ] as const;
    for (const [payload, message] of refusals) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/admin/quiz-questions',
        headers: bearer(admin),
        payload,
      });
      expect(refused.statusCode).toBe(400);
      if (message) expect(refused.json().message).toBe(message);
    }
    const { questions } = await list('python');
    expect(questions.some((question) => question.question.includes('astrology'))).toBe(false);
  });

  it('fixes a question, refusing options that repeat, with the change in the audit log', async () => {
    const repeated = await app.inject({
      method: 'PATCH',
      url: '/api/admin/quiz-questions/python-002',
      headers: bearer(admin),
      payload: { options: ['True', 'False', 'True', 'None'] },
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe('The four options must differ.');

    const before = find((await list('python')).questions, 'python-002');
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/admin/quiz-questions/python-002',
      headers: bearer(admin),
      payload: { question: 'Which of these is printed?', answer: (before.answer + 1) % 4 },
    });
    expect(saved.statusCode).toBe(200);
    expect(find((await list('python')).questions, 'python-002')).toMatchObject({
      question: 'Which of these is printed?',
      answer: (before.answer + 1) % 4,
      options: before.options,
    });
    const [entry] = await auditOf('python-002');
    expect(entry).toMatchObject({
      action: 'quiz-question.update',
      before: { question: before.question, answer: before.answer },
      after: { question: 'Which of these is printed?', answer: (before.answer + 1) % 4 },
    });

    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/admin/quiz-questions/python-999',
      headers: bearer(admin),
      payload: { question: 'Anything?' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('retires and restores a question, keeping it in the list, audited', async () => {
    const retired = await app.inject({
      method: 'POST',
      url: '/api/admin/quiz-questions/c-001/retire',
      headers: bearer(admin),
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().question).toMatchObject({ id: 'c-001', active: false });
    expect(find((await list('c')).questions, 'c-001').active).toBe(false);
    clock = new Date(clock.getTime() + 60_000);

    const restored = await app.inject({
      method: 'POST',
      url: '/api/admin/quiz-questions/c-001/restore',
      headers: bearer(admin),
    });
    expect(restored.json().question).toMatchObject({ id: 'c-001', active: true });
    expect(find((await list('c')).questions, 'c-001').active).toBe(true);
    expect((await auditOf('c-001')).map((entry) => entry.action)).toEqual([
      'quiz-question.restore',
      'quiz-question.retire',
    ]);
  });
});

describe('question statistics from submitted attempts', () => {
  const bank = loadBank('java').questions;
  const byText = new Map(
    bank.map((question) => [`${question.question}\n${question.code ?? ''}`, question]),
  );

  /**
   * A student takes the Java quiz; `choose` says, for each bank question, whether they pick its
   * keyed option or a wrong one.
   */
  async function attempt(choose: (id: string) => 'key' | 'wrong') {
    const { token } = await registerUser(app);
    const started = await app.inject({
      method: 'POST',
      url: '/api/quizzes/java/attempts',
      headers: bearer(token),
    });
    expect(started.statusCode).toBe(201);
    const served = started.json<AttemptResponse>().attempt;
    clock = new Date(clock.getTime() + quizzes.java.minimumSeconds * 1000);
    const servedIds: string[] = [];
    const answers = Object.fromEntries(
      served.questions.map((question) => {
        const inBank = byText.get(`${question.question}\n${question.code ?? ''}`);
        if (!inBank) throw new Error(`not in the bank: ${question.question}`);
        servedIds.push(inBank.id);
        const key = question.options.indexOf(inBank.options[inBank.answer] ?? '');
        return [question.id, choose(inBank.id) === 'key' ? key : (key + 1) % 4];
      }),
    );
    const submitted = await app.inject({
      method: 'POST',
      url: `/api/quizzes/attempts/${served.id}/submit`,
      headers: bearer(token),
      payload: { answers },
    });
    expect(submitted.statusCode).toBe(200);
    return servedIds;
  }

  it('flags a question that strong attempts get "wrong" by its key, and only with enough attempts', async () => {
    // Retire questions until exactly 50 remain, one per family, so every attempt serves them all.
    const families = new Set<string>();
    const kept: string[] = [];
    const retired: string[] = [];
    for (const question of bank) {
      if (question.family && families.has(question.family)) retired.push(question.id);
      else kept.push(question.id);
      if (question.family) families.add(question.family);
    }
    retired.push(...kept.splice(quizzes.java.questionCount));
    for (const id of retired) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/quiz-questions/${id}/retire`,
        headers: bearer(admin),
      });
      expect(response.statusCode).toBe(200);
    }
    // java-002 stands for a question keyed wrong: strong students pick another option.
    const wrongKey = 'java-002';
    const strong = (id: string) => (id === wrongKey ? 'wrong' : 'key');
    const weak = (id: string) => (id === wrongKey ? 'key' : 'wrong');
    const middling = (id: string) => (id === wrongKey || Number(id.slice(5)) % 2 ? 'key' : 'wrong');

    for (const choose of [strong, strong, strong, strong, weak, weak, weak, weak]) {
      const served = await attempt(choose);
      expect(served.sort()).toEqual([...kept].sort());
    }
    const early = await list('java');
    expect(find(early.questions, wrongKey)).toMatchObject({
      served: 8,
      facility: 0.5,
      discrimination: null,
      flagged: false,
    });
    expect(early.questions.some((question) => question.flagged)).toBe(false);

    for (const choose of [middling, middling, middling, middling]) await attempt(choose);
    const { questions } = await list('java');
    expect(questions[0]).toMatchObject({
      id: wrongKey,
      served: 12,
      facility: 8 / 12,
      discrimination: -1,
      flagged: true,
    });
    // java-001 is answered right by the strong and the middling attempts, wrong by the weak.
    expect(find(questions, 'java-001')).toMatchObject({
      served: 12,
      facility: 8 / 12,
      discrimination: 1,
      flagged: false,
    });
    // java-004 (even): right by the strong only.
    expect(find(questions, 'java-004')).toMatchObject({ facility: 4 / 12, discrimination: 1 });
    expect(find(questions, retired[0] ?? '')).toMatchObject({ active: false, served: 0 });
    expect(questions.filter((question) => question.flagged).map((question) => question.id)).toEqual(
      [wrongKey],
    );
  });
});
