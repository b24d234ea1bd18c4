import { errorResponse, messageResponse } from '@studyhub/contract/api';
import {
  authResponse,
  confirmRegistrationBody,
  loginBody,
  registerBody,
  registrationEmailed,
  registrationEmailedMessage,
  verifyResponse,
} from '@studyhub/contract/auth';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clearSessionCookie,
  currentSession,
  currentUser,
  requireUser,
  setSessionCookie,
} from '../../plugins/auth.ts';
import { byAddress, limit, minutes } from '../../plugins/rate-limit.ts';
import { type AuthService, SignInBusyError } from './auth.service.ts';
import { createSignInGuard, registrationTurn } from './sign-in-guard.ts';

/**
 * Guessing is slowed where the guesses come from: failed sign-ins per address, and per address
 * and account. Nothing is counted per account alone, so a stranger's guesses never lock the owner
 * out; a shared college or mobile-network address still works (decisions 19 and 53): a device
 * that signed in before is counted by itself, and past the address's limit an account that has
 * not been failing there is still checked, after a wait that grows.
 */
export const authLimits = {
  // Every attempt, right or wrong: bounds the password hashing one address can cause.
  loginPerIp: { name: 'login-per-ip', max: 200, windowMs: minutes(15) },
  loginFailuresPerIp: { name: 'login-failures-per-ip', max: 50, windowMs: minutes(15) },
  loginFailuresPerIpAndEmail: {
    name: 'login-failures-per-ip-email',
    max: 10,
    windowMs: minutes(15),
  },
  loginFailuresPerDevice: { name: 'login-failures-per-device', max: 10, windowMs: minutes(15) },
  registerPerIp: { name: 'register-per-ip', max: 20, windowMs: minutes(60) },
  // Registration emails to one address (decision 57): beyond them the answer is the same and no
  // email is sent, so nobody can fill a stranger's inbox.
  registrationEmailsPerEmail: {
    name: 'registration-emails-per-email',
    max: 3,
    windowMs: minutes(60),
  },
  confirmationsPerIp: { name: 'registration-confirmations-per-ip', max: 20, windowMs: minutes(15) },
} as const;

/** A full line of password checks: the answer says when to try again, in its header too. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SignInBusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  }
}

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: AuthService; publicUrl: string },
) {
  const { auth, publicUrl } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Whether another registration email may go to this address now (decision 57). */
  async function underEmailLimit(email: string): Promise<boolean> {
    const { name, max, windowMs } = authLimits.registrationEmailsPerEmail;
    try {
      return (await app.counters.hit(`${name}:${email}`, windowMs)).count <= max;
    } catch (error) {
      // The address's own limit above has just been counted; a student is not left without email.
      app.log.warn({ err: error }, 'could not count registration emails');
      return true;
    }
  }
  const signInGuard = createSignInGuard({
    devices: auth.devices,
    limits: {
      failuresPerIp: authLimits.loginFailuresPerIp,
      failuresPerIpAndEmail: authLimits.loginFailuresPerIpAndEmail,
      failuresPerDevice: authLimits.loginFailuresPerDevice,
    },
  });
  const failures = {
    400: errorResponse,
    401: errorResponse,
    409: errorResponse,
    429: errorResponse,
    // Password checks wait in a fair, bounded line; no place in it answers 503 (decision 53).
    503: errorResponse,
  };

  routes.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Create an account and sign in; when the site sends email, email a link that makes the account instead (202, the same answer for a taken email)',
        body: registerBody,
        response: { 201: authResponse, 202: registrationEmailed, ...failures },
      },
      preHandler: limit({ ...authLimits.registerPerIp, key: byAddress }),
    },
    async (request, reply) => {
      const turn = await registrationTurn(auth.devices, request);
      if (auth.registersByEmail) {
        const sendEmail = await underEmailLimit(request.body.email);
        await withRetryAfter(reply, () => auth.requestRegistration(request.body, turn, sendEmail));
        return reply.status(202).send({
          success: true as const,
          message: registrationEmailedMessage(request.body.email),
          emailed: true as const,
        });
      }
      const { user, token } = await withRetryAfter(reply, () => auth.register(request.body, turn));
      request.log.info({ userId: user.id }, 'account registered');
      setSessionCookie(reply, token, { rememberMe: request.body.rememberMe ?? false, publicUrl });
      return reply
        .status(201)
        .send({ success: true, message: 'Registration successful', user, token });
    },
  );

  routes.post(
    '/register/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Make the account of an emailed registration link, and sign in (decision 57)',
        body: confirmRegistrationBody,
        response: { 201: authResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
      preHandler: limit({ ...authLimits.confirmationsPerIp, key: byAddress }),
    },
    async (request, reply) => {
      const { user, token, rememberMe } = await auth.confirmRegistration(request.body.token);
      request.log.info({ userId: user.id }, 'account registered by its emailed link');
      setSessionCookie(reply, token, { rememberMe, publicUrl });
      return reply
        .status(201)
        .send({ success: true, message: 'Registration successful', user, token });
    },
  );

  routes.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBody,
        response: { 200: authResponse, ...failures },
      },
      preHandler: [limit({ ...authLimits.loginPerIp, key: byAddress }), signInGuard.preHandler],
      onResponse: signInGuard.onResponse,
    },
    async (request, reply) => {
      const { user, token } = await withRetryAfter(reply, () =>
        signInGuard.checking(request, reply, (turn) => auth.login(request.body, turn)),
      );
      setSessionCookie(reply, token, { rememberMe: request.body.rememberMe ?? false, publicUrl });
      return { success: true as const, message: 'Login successful', user, token };
    },
  );

  await app.register(async (signedIn) => {
    // Logout clears the cookie even when its session has already ended (expired, revoked); never
    // for another site's request, which is refused (decision 34).
    signedIn.addHook('onRequest', async (request, reply) => {
      if (request.crossOriginCookie) return;
      if (request.routeOptions.url?.endsWith('/logout')) clearSessionCookie(reply, publicUrl);
    });
    signedIn.addHook('onRequest', requireUser);
    const protectedRoutes = signedIn.withTypeProvider<ZodTypeProvider>();

    protectedRoutes.get(
      '/verify',
      {
        schema: {
          tags: ['auth'],
          summary: 'Check that the bearer token is a live session',
          security: [{ bearer: [] }],
          response: { 200: verifyResponse, 401: errorResponse },
        },
      },
      async (request) => ({ success: true as const, user: currentUser(request) }),
    );

    protectedRoutes.post(
      '/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'End this session on the server',
          security: [{ bearer: [] }],
          response: { 200: messageResponse, 401: errorResponse },
        },
      },
      async (request) => {
        await auth.logout(currentSession(request).tokenHash);
        return { success: true as const, message: 'Logged out' };
      },
    );

    protectedRoutes.post(
      '/session-cookie',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Move a session the web app kept as a bearer token into the session cookie (decision 44)',
          security: [{ bearer: [] }],
          response: { 200: messageResponse, 401: errorResponse },
        },
      },
      async (request, reply) => {
        const token = request.headers.authorization?.split(' ')[1];
        if (request.sessionFrom !== 'bearer' || !token) {
          return { success: true as const, message: 'The session is already in the cookie' };
        }
        setSessionCookie(reply, token, { rememberMe: true, publicUrl });
        return { success: true as const, message: 'The session is now kept in a cookie' };
      },
    );
  });
}
