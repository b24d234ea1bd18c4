import { answerFieldPrefix, quizzes, type Subject, subjects } from '@studyhub/contract/quiz';
import { z } from 'zod';
import { text, withQuery } from './form-fields.ts';
import type { PageForm } from './page-forms.ts';

/** What a quiz page's forms ask for: a start (also Retry), the answers, or the certificate. */
const intents = ['start', 'submit', 'certificate'] as const;
type Intent = (typeof intents)[number];

/** The forms' names in the page's data (`FormResult.form`), as the screens read them. */
const formNames: Record<Intent, string> = {
  start: 'quiz-start',
  submit: 'quiz-submit',
  certificate: 'certificate',
};

// A type, not an interface: a page form's fields are a record of their names.
type QuizFields = {
  intent: Intent | undefined;
  /** The attempt the answers or the certificate are for (and the one a Retry leaves). */
  attempt: string;
  /** The name to print on the certificate. */
  name: string;
  /** The chosen option of each question, by its served id. */
  answers: Record<string, number>;
};

/** One option of four, as the radio buttons post it. */
const optionPlace = /^[0-3]$/;

/**
 * What a quiz page posts: the intent, the attempt, the name, and one `answer-<id>` field for each
 * question answered. An answer that is not an option's place is left out, as the API leaves out
 * answers to questions the attempt did not serve.
 */
const quizFields: z.ZodType<QuizFields> = z
  .record(z.string().max(128), z.string().max(1024))
  .transform((posted) => {
    const intent = intents.find((known) => known === posted.intent);
    const answers = Object.entries(posted)
      .filter(([key, value]) => key.startsWith(answerFieldPrefix) && optionPlace.test(value))
      // The API takes at most 100 answers; a quiz has 50 questions.
      .slice(0, 100)
      .map(([key, value]) => [key.slice(answerFieldPrefix.length), Number(value)] as const);
    return {
      intent,
      attempt: posted.attempt ?? '',
      name: posted.name ?? '',
      answers: Object.fromEntries(answers),
    };
  });

const answerFields = (answers: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(answers).map(([id, place]) => [`${answerFieldPrefix}${id}`, String(place)]),
  );

const attemptIdOf = (answer: Record<string, unknown>): string | undefined => {
  const { attempt } = answer;
  if (typeof attempt !== 'object' || attempt === null) return undefined;
  const { id } = attempt as { id?: unknown };
  return typeof id === 'string' ? id : undefined;
};

// The API's own words for an attempt it does not know.
const attemptMissing = { message: 'Quiz attempt not found', field: 'attempt' };

/**
 * A quiz page (/java-verify, /python-verify, /C-verify, /javascript-Quiz) without the script
 * (decision 35): Start Quiz and Retry start an attempt (or resume the open one), Submit sends every
 * answer at once, and the name form issues the certificate, each through the API route the script
 * calls. Each then shows the attempt at its own address, `?attempt=<id>`, which the page is
 * rendered for: the questions, or the result with the certificate.
 */
function quizForm(subject: Subject): PageForm<QuizFields> {
  const { route } = quizzes[subject];
  const attemptPage = (attemptId: string) => withQuery(route, { attempt: attemptId });
  return {
    path: route,
    name: (fields) => formNames[fields.intent ?? 'start'],
    page: (fields) => attemptPage(fields.attempt),
    fields: quizFields,
    signedIn: true,
    check: (fields) => {
      if (!fields.intent) {
        return { message: 'Please reload the page and try again.', field: 'intent' };
      }
      return fields.intent !== 'start' && !fields.attempt ? attemptMissing : undefined;
    },
    call: (fields) => {
      if (fields.intent === 'submit') {
        return {
          method: 'POST',
          url: `/api/quizzes/attempts/${encodeURIComponent(fields.attempt)}/submit`,
          payload: { answers: fields.answers },
        };
      }
      if (fields.intent === 'certificate') {
        return {
          method: 'POST',
          url: '/api/certificates',
          payload: { attemptId: fields.attempt, name: fields.name },
        };
      }
      return { method: 'POST', url: `/api/quizzes/${subject}/attempts`, payload: {} };
    },
    keep: (fields) => {
      if (fields.intent === 'submit') return answerFields(fields.answers);
      if (fields.intent === 'certificate') return { name: fields.name };
      return {};
    },
    accepted: (fields, answer) => ({
      redirect: attemptPage(
        fields.intent === 'start' ? (attemptIdOf(answer) ?? '') : fields.attempt,
      ),
    }),
  };
}

export const quizPageForms = subjects.map(quizForm);

const jsCertificateFields = z.object({ attempt: text(128), name: text(1024) });

/**
 * /js_certificate: the name for the latest JavaScript pass (decision 12), issued through the API;
 * the page then shows the certificate.
 */
export const jsCertificateForm: PageForm<z.infer<typeof jsCertificateFields>> = {
  path: '/js_certificate',
  name: () => formNames.certificate,
  page: () => '/js_certificate',
  fields: jsCertificateFields,
  signedIn: true,
  check: (fields) => (fields.attempt ? undefined : attemptMissing),
  call: (fields) => ({
    method: 'POST',
    url: '/api/certificates',
    payload: { attemptId: fields.attempt, name: fields.name },
  }),
  keep: (fields) => ({ name: fields.name }),
  accepted: () => ({ redirect: '/js_certificate' }),
};
