import type { AdminQuizQuestion } from '@studyhub/contract/quiz';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const topics = [
  { id: 'basics', name: 'Java basics' },
  { id: 'loops', name: 'Loops' },
];

const wrongKey: AdminQuizQuestion = {
  id: 'java-002',
  subject: 'java',
  topic: 'basics',
  question: 'Which method starts a Java program?',
  code: null,
  options: ['start', 'main', 'run', 'init'],
  answer: 0,
  explanation: 'The JVM calls main.',
  active: true,
  served: 12,
  facility: 8 / 12,
  discrimination: -1,
  flagged: true,
};
const good: AdminQuizQuestion = {
  ...wrongKey,
  id: 'java-001',
  question: 'What does this code print?',
  code: 'System.out.println(17 / 5);',
  options: ['3', '3.4', '4', '17'],
  answer: 0,
  explanation: 'Integer division.',
  facility: 0.75,
  discrimination: 0.5,
  flagged: false,
};
const young: AdminQuizQuestion = {
  ...good,
  id: 'java-003',
  question: 'Which loop runs at least once?',
  code: null,
  options: ['for', 'while', 'do-while', 'for-each'],
  answer: 2,
  served: 5,
  facility: 0.6,
  discrimination: null,
};

function serve(questions: AdminQuizQuestion[]) {
  let bank = questions;
  const fetchMock = stubFetch((url, init) => {
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    if (url === '/api/admin/quiz-questions?subject=java') {
      return jsonResponse(200, { success: true, topics, questions: bank });
    }
    if (url === '/api/admin/quiz-questions?subject=python') {
      return jsonResponse(200, { success: true, topics, questions: [] });
    }
    const body = init.body ? JSON.parse(String(init.body)) : {};
    const fixed = /^\/api\/admin\/quiz-questions\/(java-\d+)(\/retire|\/restore)?$/.exec(url);
    if (fixed) {
      const [, id, action] = fixed;
      bank = bank.map((question) =>
        question.id !== id
          ? question
          : action
            ? { ...question, active: action === '/restore' }
            : { ...question, ...body },
      );
      const { served, facility, discrimination, flagged, ...saved } = bank.find(
        (question) => question.id === id,
      ) as AdminQuizQuestion;
      return jsonResponse(200, { success: true, question: saved });
    }
    if (url === '/api/admin/quiz-questions' && init.method === 'POST') {
      const created = { ...body, id: 'java-079', active: true };
      bank = [
        ...bank,
        { ...created, served: 0, facility: null, discrimination: null, flagged: false },
      ];
      return jsonResponse(201, { success: true, question: created });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
  return fetchMock;
}

const card = (id: string) =>
  screen
    .getByRole('heading', { level: 3, name: new RegExp(`^${id}`) })
    .closest('li') as HTMLElement;

describe('/admin/quiz-questions', () => {
  it('lists flagged questions first with the reason, and the statistics in plain words', async () => {
    storeSession(admin);
    serve([wrongKey, good, young]);
    renderApp('/admin/quiz-questions');
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'java-002 · Flagged',
      'java-001',
      'java-003',
    ]);
    expect(
      screen.getByText('3 questions, 0 retired. 1 flagged question is listed first.'),
    ).toBeInTheDocument();
    const flagged = card('java-002');
    expect(flagged).toHaveTextContent(
      'Weaker attempts got it right more often than stronger ones: the key may be wrong, or two options may be right.',
    );
    expect(flagged).toHaveTextContent('Facility: 67% (answered right in 67% of 12 attempts)');
    expect(flagged).toHaveTextContent(
      'Discrimination: −100% (top third right minus bottom third right)',
    );
    expect(flagged).toHaveTextContent('start (right answer)');
    expect(card('java-001')).toHaveTextContent('Discrimination: 50%');
    expect(card('java-001')).not.toHaveTextContent('key may be wrong');
    expect(within(card('java-001')).getByText('System.out.println(17 / 5);')).toBeInTheDocument();
    expect(card('java-003')).toHaveTextContent('Discrimination: not yet: needs 9 attempts, has 5');
    expect(screen.getByRole('link', { name: 'Java' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Quiz questions · Admin | StudyHub'));
  });

  it('switches subject by its tab, and says when a quiz has no questions', async () => {
    storeSession(admin);
    serve([good]);
    const { user, router } = renderApp('/admin/quiz-questions?subject=java');
    await screen.findByRole('heading', { level: 3, name: 'java-001' });
    await user.click(screen.getByRole('link', { name: 'Python' }));
    expect(await screen.findByText('This quiz has no questions yet.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?subject=python');
  });

  it('fixes the key of a flagged question with the radio of the right option', async () => {
    storeSession(admin);
    const fetchMock = serve([wrongKey, good]);
    const { user } = renderApp('/admin/quiz-questions');
    await screen.findByRole('heading', { level: 3, name: 'java-002 · Flagged' });
    await user.click(screen.getByRole('button', { name: 'Edit java-002' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit java-002' });
    expect(within(dialog).getByLabelText('Option 1 is the right answer')).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Option 3'));
    await user.type(within(dialog).getByLabelText('Option 3'), 'main');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    expect(within(dialog).getByText('The four options must differ.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/quiz-questions/java-002')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Option 3'));
    await user.type(within(dialog).getByLabelText('Option 3'), 'run');
    await user.click(within(dialog).getByLabelText('Option 2 is the right answer'));
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved java-002.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(card('java-002')).toHaveTextContent('main (right answer)'));
    const [[, init]] = callsTo(fetchMock, '/api/admin/quiz-questions/java-002') as [
      [string, RequestInit],
    ];
    expect(JSON.parse(String(init.body))).toEqual({
      question: wrongKey.question,
      code: null,
      options: ['start', 'main', 'run', 'init'],
      answer: 1,
      explanation: wrongKey.explanation,
    });
  });

  it('adds a question with a topic, a code block and the right option', async () => {
    storeSession(admin);
    const fetchMock = serve([good]);
    const { user } = renderApp('/admin/quiz-questions');
    await screen.findByRole('heading', { level: 3, name: 'java-001' });
    await user.click(screen.getByRole('button', { name: 'New Java question' }));
    const dialog = screen.getByRole('dialog', { name: 'New Java question' });
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(within(dialog).getByLabelText('Topic')).toHaveAccessibleDescription('Choose the topic.');
    expect(within(dialog).getByLabelText('Question')).toHaveAccessibleDescription(
      'Please write the question.',
    );
    expect(callsTo(fetchMock, '/api/admin/quiz-questions')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Topic'), 'Loops');
    await user.type(within(dialog).getByLabelText('Question'), 'What does this code print?');
    await user.type(within(dialog).getByLabelText('Code (optional)'), 'int i = 0;');
    for (const [index, option] of ['0', '1', '-1', 'Compilation error'].entries()) {
      await user.type(within(dialog).getByLabelText(`Option ${index + 1}`), option);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(within(dialog).getByText('Choose the right option.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Option 1 is the right answer'));
    await user.type(
      within(dialog).getByLabelText('Explanation of the right answer (not shown to students)'),
      'It is 0.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added java-079.');
    expect(await screen.findByRole('heading', { level: 3, name: 'java-079' })).toBeInTheDocument();
    expect(card('java-079')).toHaveTextContent('Not served in a submitted attempt yet.');
    const [[, init]] = callsTo(fetchMock, '/api/admin/quiz-questions') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      subject: 'java',
      topic: 'loops',
      question: 'What does this code print?',
      code: 'int i = 0;',
      options: ['0', '1', '-1', 'Compilation error'],
      answer: 0,
      explanation: 'It is 0.',
    });
  });

  it('retires and restores a question after the site’s confirmation', async () => {
    storeSession(admin);
    const fetchMock = serve([good]);
    const { user } = renderApp('/admin/quiz-questions');
    await screen.findByRole('heading', { level: 3, name: 'java-001' });
    await user.click(screen.getByRole('button', { name: 'Retire java-001' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Retire java-001?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, '/api/admin/quiz-questions/java-001/retire')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retire java-001' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retire question' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Retired java-001.');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'java-001 · Retired' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore java-001' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Restore java-001?' })).getByRole('button', {
        name: 'Restore question',
      }),
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'java-001' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/quiz-questions/java-001/restore')).toHaveLength(1);
  });
});
