import { errorResponse } from '@studyhub/contract/api';
import {
  adminQuizQuestionResponse,
  adminQuizQuestionsQuery,
  adminQuizQuestionsResponse,
  attemptLimitResponse,
  attemptParams,
  attemptResponse,
  latestPassResponse,
  questionCreate,
  questionPatch,
  quizInfoResponse,
  quizQuestionParams,
  saveAnswersBody,
  subjectParams,
  submitBody,
} from '@studyhub/contract/quiz';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.ts';
import { limit, minutes } from '../../plugins/rate-limit.ts';
import type { CertificatesService } from '../certificates/certificates.service.ts';
import type { QuizAdminService } from './quiz-admin.service.ts';
import type { QuizzesService } from './quizzes.service.ts';

const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

export async function quizzesRoutes(
  app: FastifyInstance,
  options: { quizzes: QuizzesService; certificates: CertificatesService },
) {
  const { quizzes, certificates } = options;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/:subject',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'A quiz: its topics, size, pass mark and time limit',
        params: subjectParams,
        response: { 200: quizInfoResponse, 400: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      quiz: await quizzes.info(request.params.subject),
    }),
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    const routes = signedIn.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/:subject/attempts',
      {
        schema: {
          tags: ['quizzes'],
          summary:
            'Start an attempt (or resume the one still open); 3 starts per quiz in any 24 hours',
          security: [{ bearer: [] }],
          params: subjectParams,
          response: {
            200: attemptResponse,
            201: attemptResponse,
            429: attemptLimitResponse,
            503: errorResponse,
            ...failures,
          },
        },
        preHandler: limit({
          name: 'quiz-starts-per-user',
          max: 30,
          windowMs: minutes(60),
          key: (request) => currentUser(request).id,
        }),
      },
      async (request, reply) => {
        const { attempt, resumed } = await quizzes.start(
          currentUser(request).id,
          request.params.subject,
        );
        return reply.code(resumed ? 200 : 201).send({ success: true as const, attempt });
      },
    );

    routes.get(
      '/:subject/latest-pass',
      {
        schema: {
          tags: ['quizzes'],
          summary: "The student's latest passing attempt of this quiz and its certificate, if any",
          security: [{ bearer: [] }],
          params: subjectParams,
          response: { 200: latestPassResponse, ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await certificates.latestPass(currentUser(request).id, request.params.subject)),
      }),
    );

    routes.get(
      '/attempts/:id',
      {
        schema: {
          tags: ['quizzes'],
          summary:
            'Resume an attempt: questions, saved answers, time left, and the result once finished',
          security: [{ bearer: [] }],
          params: attemptParams,
          response: { 200: attemptResponse, ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        attempt: await quizzes.get(currentUser(request).id, request.params.id),
      }),
    );

    routes.put(
      '/attempts/:id/answers',
      {
        schema: {
          tags: ['quizzes'],
          summary: 'Save answers ({ questionId: optionIndex as shown })',
          security: [{ bearer: [] }],
          params: attemptParams,
          body: saveAnswersBody,
          response: { 200: attemptResponse, ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        attempt: await quizzes.saveAnswers(
          currentUser(request).id,
          request.params.id,
          request.body.answers,
        ),
      }),
    );

    routes.post(
      '/attempts/:id/submit',
      {
        schema: {
          tags: ['quizzes'],
          summary: 'Finish and grade the attempt, optionally with final answers',
          security: [{ bearer: [] }],
          params: attemptParams,
          body: submitBody,
          response: { 200: attemptResponse, ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        attempt: await quizzes.submit(
          currentUser(request).id,
          request.params.id,
          request.body ?? {},
        ),
      }),
    );
  });
}

const adminFailures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};

/**
 * Operators write, fix, retire and restore questions in the database, and read how each one did;
 * new attempts use a change at once.
 */
export async function quizAdminRoutes(
  app: FastifyInstance,
  options: { quizAdmin: QuizAdminService },
) {
  const { quizAdmin } = options;
  app.addHook('onRequest', requireRole('admin'));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A subject's questions, active and retired, with facility and discrimination; flagged first",
        security: [{ bearer: [] }],
        querystring: adminQuizQuestionsQuery,
        response: { 200: adminQuizQuestionsResponse, ...adminFailures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await quizAdmin.list(request.query.subject)),
    }),
  );

  routes.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "Add a question; its id is the subject's next free <subject>-NNN",
        security: [{ bearer: [] }],
        body: questionCreate,
        response: { 201: adminQuizQuestionResponse, ...adminFailures },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        question: await quizAdmin.create(currentUser(request), request.body),
      }),
  );

  routes.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Fix a quiz question',
        security: [{ bearer: [] }],
        params: quizQuestionParams,
        body: questionPatch,
        response: { 200: adminQuizQuestionResponse, ...adminFailures },
      },
    },
    async (request) => ({
      success: true as const,
      question: await quizAdmin.update(currentUser(request), request.params.id, request.body),
    }),
  );

  for (const [verb, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    routes.post(
      `/:id/${verb}`,
      {
        schema: {
          tags: ['admin'],
          summary: retired
            ? 'Retire a question: no longer drawn, never deleted'
            : 'Restore a retired question',
          security: [{ bearer: [] }],
          params: quizQuestionParams,
          response: { 200: adminQuizQuestionResponse, ...adminFailures },
        },
      },
      async (request) => ({
        success: true as const,
        question: await quizAdmin.setRetired(currentUser(request), request.params.id, retired),
      }),
    );
  }
}
