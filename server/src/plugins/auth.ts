import type { Role, User } from '@studyhub/contract/auth';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.ts';
import type { AuthService, Session } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token.length > 200) return undefined;
  return token;
}

/**
 * Resolves the bearer token to a session on every request (or null). Routes do not check it
 * themselves: protected routes are registered inside a scope that calls `requireUser`.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { auth: AuthService }) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.session = token ? ((await options.auth.sessionForToken(token)) ?? null) : null;
  });
});

export const requireUser: onRequestAsyncHookHandler = async (request) => {
  if (!request.session) throw unauthorized();
};

export function requireRole(role: Role): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.session) throw unauthorized();
    if (request.session.user.role !== role) throw forbidden();
  };
}

/** The signed-in user of a request inside a protected scope. */
export function currentUser(request: FastifyRequest): User {
  if (!request.session) throw unauthorized();
  return request.session.user;
}

export function currentSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
