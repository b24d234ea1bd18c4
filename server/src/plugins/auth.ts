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
  // Callback style, so a request without a token (most of them) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) {
      request.session = null;
      done();
      return;
    }
    options.auth.sessionForToken(token).then((session) => {
      request.session = session ?? null;
      done();
    }, done);
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
