import {
  accountExport,
  changePasswordBody,
  deleteAccountBody,
  endSessionsResponse,
  forgotPasswordBody,
  passwordResetRequestedMessage,
  profileResponse,
  resetPasswordBody,
  sessionParams,
  sessionsResponse,
  updateProfileBody,
} from '@studyhub/contract/account';
import { errorResponse, messageResponse } from '@studyhub/contract/api';
import { accountDeletedMessage } from '@studyhub/contract/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clearSessionCookie,
  currentSession,
  currentUser,
  requireUser,
} from '../../plugins/auth.ts';
import { byAddress, failureLimit, limit, minutes } from '../../plugins/rate-limit.ts';
import type { AccountService } from './account.service.ts';

const byUser = (request: FastifyRequest) => request.session?.user.id;
const refusedPassword = (statusCode: number) => statusCode === 403;

/**
 * Counted by what the requester controls: their address, or their own account once signed in.
 * Never by the email typed into the reset form, which anyone can type for someone else.
 */
export const accountLimits = {
  resetRequestsPerIp: { name: 'reset-requests-per-ip', max: 5, windowMs: minutes(15) },
  // Each use hashes a new password: bounds the work one address can cause.
  resetsPerIp: { name: 'resets-per-ip', max: 20, windowMs: minutes(15) },
  wrongPasswordsPerUser: { name: 'wrong-passwords-per-user', max: 10, windowMs: minutes(15) },
} as const;

export async function accountRoutes(
  app: FastifyInstance,
  options: { account: AccountService; publicUrl: string },
) {
  const { account, publicUrl } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/forgot-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Email a one-hour, single-use password-reset link to the account, if there is one',
        body: forgotPasswordBody,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
      preHandler: limit({ ...accountLimits.resetRequestsPerIp, key: byAddress }),
    },
    async (request) => {
      account.requestPasswordReset(request.body.email);
      return { success: true as const, message: passwordResetRequestedMessage };
    },
  );

  routes.post(
    '/reset-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset link; ends every session of the account',
        body: resetPasswordBody,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
      preHandler: limit({ ...accountLimits.resetsPerIp, key: byAddress }),
    },
    async (request) => {
      await account.resetPassword(request.body.token, request.body.password);
      return {
        success: true as const,
        message: 'Your password has been changed. Please log in with your new password.',
      };
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    const protectedRoutes = signedIn.withTypeProvider<ZodTypeProvider>();
    const passwordChecks = failureLimit({
      ...accountLimits.wrongPasswordsPerUser,
      key: byUser,
      failed: refusedPassword,
    });
    const signedInFailures = { 401: errorResponse, 404: errorResponse };

    protectedRoutes.patch(
      '/profile',
      {
        schema: {
          tags: ['account'],
          summary: 'Change the name on the account',
          security: [{ bearer: [] }],
          body: updateProfileBody,
          response: { 200: profileResponse, 400: errorResponse, ...signedInFailures },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Your name has been saved.',
        user: await account.updateName(currentUser(request).id, request.body.name),
      }),
    );

    protectedRoutes.post(
      '/password',
      {
        schema: {
          tags: ['account'],
          summary: 'Change the password; every other session ends, this one stays',
          security: [{ bearer: [] }],
          body: changePasswordBody,
          response: {
            200: messageResponse,
            400: errorResponse,
            403: errorResponse,
            429: errorResponse,
            ...signedInFailures,
          },
        },
        preHandler: passwordChecks.preHandler,
        onResponse: passwordChecks.onResponse,
      },
      async (request) => {
        const { currentPassword, newPassword } = request.body;
        await account.changePassword(currentSession(request), currentPassword, newPassword);
        return {
          success: true as const,
          message: 'Your password has been changed. Your other devices have been signed out.',
        };
      },
    );

    protectedRoutes.get(
      '/sessions',
      {
        schema: {
          tags: ['account'],
          summary: "The account's signed-in sessions, newest first",
          security: [{ bearer: [] }],
          response: { 200: sessionsResponse, ...signedInFailures },
        },
      },
      async (request) => ({
        success: true as const,
        sessions: await account.listSessions(currentSession(request)),
      }),
    );

    protectedRoutes.delete(
      '/sessions/:id',
      {
        schema: {
          tags: ['account'],
          summary: 'Sign out one of your own sessions',
          security: [{ bearer: [] }],
          params: sessionParams,
          response: { 200: messageResponse, 400: errorResponse, ...signedInFailures },
        },
      },
      async (request) => {
        await account.endSession(currentSession(request), request.params.id);
        return { success: true as const, message: 'That device has been signed out.' };
      },
    );

    protectedRoutes.post(
      '/sessions/sign-out-others',
      {
        schema: {
          tags: ['account'],
          summary: 'Sign out every session but this one',
          security: [{ bearer: [] }],
          response: { 200: endSessionsResponse, ...signedInFailures },
        },
      },
      async (request) => {
        const ended = await account.endOtherSessions(currentSession(request));
        return {
          success: true as const,
          message:
            ended === 1
              ? '1 other device has been signed out.'
              : `${ended} other devices have been signed out.`,
          ended,
        };
      },
    );

    protectedRoutes.get(
      '/export',
      {
        schema: {
          tags: ['account'],
          summary: 'Download my data: everything the site holds about the account, as JSON',
          security: [{ bearer: [] }],
          response: { 200: accountExport, ...signedInFailures },
        },
      },
      async (request, reply) => {
        reply.header('content-disposition', 'attachment; filename="studyhub-my-data.json"');
        reply.header('cache-control', 'no-store');
        return account.exportData(currentUser(request).id);
      },
    );

    protectedRoutes.delete(
      '/',
      {
        schema: {
          tags: ['account'],
          summary: 'Delete my account (orders are kept, unlinked from the person)',
          security: [{ bearer: [] }],
          body: deleteAccountBody,
          response: {
            200: messageResponse,
            400: errorResponse,
            403: errorResponse,
            429: errorResponse,
            ...signedInFailures,
          },
        },
        preHandler: passwordChecks.preHandler,
        onResponse: passwordChecks.onResponse,
      },
      async (request, reply) => {
        await account.deleteAccount(currentUser(request).id, request.body);
        request.log.info('account deleted at its owner’s request');
        // Its sessions are gone with it; so is this browser's cookie, as on logout.
        clearSessionCookie(reply, publicUrl);
        return { success: true as const, message: accountDeletedMessage };
      },
    );
  });
}
