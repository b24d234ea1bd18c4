import fastifyCookie from '@fastify/cookie';
import { errorCodes } from '@studyhub/contract/api';
import type { Role, User } from '@studyhub/contract/auth';
import { sessionLifetime } from '@studyhub/contract/constants';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../errors.ts';
import type { AuthService, Session } from '../modules/auth/auth.service.ts';
import { deviceCookieMaxAgeSeconds, deviceCookieName } from '../modules/auth/device-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** How the request's session was sent: the browser's cookie, or a bearer token. */
    sessionFrom: 'cookie' | 'bearer' | null;
    /**
     * The request rode a live session cookie but did not come from the site's own pages (decision
     * 34): it is served as a visitor's, and routes that need a signed-in user refuse it with 403.
     */
    crossOriginCookie: boolean;
  }
}

/** The browser's session cookie (decision 34): httpOnly, so no page script can read it. */
export const sessionCookieName = 'studyhub_session';

const maxTokenLength = 200;
const dayMs = 24 * 60 * 60 * 1000;
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token.length > maxTokenLength) {
    return undefined;
  }
  return token;
}

function cookieToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[sessionCookieName];
  return token && token.length <= maxTokenLength ? token : undefined;
}

/**
 * The request's session and device cookies as a `Cookie` header, for the in-process API calls
 * made on its behalf (a page rendered for the student, a form posted without the script, whose
 * sign-in counts a device that signed in before: decision 53); none without either.
 */
export function sessionCookieHeader(request: FastifyRequest): string | undefined {
  const pairs = [sessionCookieName, deviceCookieName].flatMap((name) => {
    const value = request.cookies[name];
    return value ? [`${name}=${value}`] : [];
  });
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

const crossOrigin = () =>
  new AppError(
    403,
    errorCodes.crossOrigin,
    'This request did not come from StudyHub’s own pages, so it was refused. Please reload the page and try again.',
  );

export interface AuthPluginOptions {
  auth: AuthService;
  /** The site's public origin (PUBLIC_URL): requests riding the cookie must come from it. */
  publicUrl: string;
}

/**
 * Resolves the session of every request (or null): a bearer token (API clients), else the
 * session cookie (the web app). Routes do not check it themselves: protected routes are
 * registered inside a scope that calls `requireUser`.
 *
 * A cookie goes with every request the browser makes to the site, including ones another site
 * causes; so a request that changes anything and rides the cookie must name the site itself as
 * its Origin (decision 34). One that does not is served as a visitor's, never as the student's:
 * `requireUser` and `requireRole` refuse it with 403 and a message that says why, and routes open
 * to visitors (sign-in, the health check) answer it as they would any visitor. SameSite=Lax
 * already keeps the cookie off other sites' POSTs in current browsers; the Origin check also
 * covers older ones and same-site neighbours.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  await app.register(fastifyCookie);
  const siteOrigin = new URL(options.publicUrl).origin;
  app.decorateRequest('session', null);
  app.decorateRequest('sessionFrom', null);
  app.decorateRequest('crossOriginCookie', false);
  // Callback style, so a request without a token (most of them) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const bearer = bearerToken(request);
    const token = bearer ?? cookieToken(request);
    request.session = null;
    request.sessionFrom = null;
    request.crossOriginCookie = false;
    if (!token) {
      done();
      return;
    }
    options.auth.sessionForToken(token).then((session) => {
      if (!session) return done();
      const from = bearer ? 'bearer' : 'cookie';
      if (
        from === 'cookie' &&
        unsafeMethods.has(request.method) &&
        !comesFromSite(request, siteOrigin)
      ) {
        request.crossOriginCookie = true;
        return done();
      }
      request.session = session;
      request.sessionFrom = from;
      done();
    }, done);
  });
  // The browser's device cookie (decision 53) is given with the first page or read that rides a
  // new session cookie, not with the sign-in answer: a form posted without the script passes that
  // answer's one cookie on as it is. Never on an answer a shared cache may keep.
  app.addHook('onSend', (request, reply, payload, done) => {
    const user = request.session?.user;
    if (
      !user ||
      request.sessionFrom !== 'cookie' ||
      request.method !== 'GET' ||
      /public|s-maxage|immutable/.test(String(reply.getHeader('cache-control') ?? ''))
    ) {
      done(null, payload);
      return;
    }
    rememberDevice(options.auth, request, reply, user.email, options.publicUrl).then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.warn({ err: error }, 'could not give the device cookie');
        done(null, payload);
      },
    );
  });
});

async function rememberDevice(
  auth: AuthService,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  publicUrl: string,
) {
  const device = await auth.devices.read(request.cookies[deviceCookieName]);
  if (device && (await auth.devices.knows(device, email))) return;
  reply.setCookie(deviceCookieName, await auth.devices.remember(device, email), {
    ...cookieAttributes(request, publicUrl),
    maxAge: deviceCookieMaxAgeSeconds,
  });
}

/**
 * Whether the browser says the request was made by the site's own pages: its Origin header (which
 * browsers send with every POST, PUT, PATCH and DELETE) is the public origin or the origin the
 * request was addressed to. Without an Origin, the Referer's origin stands in.
 */
export function comesFromSite(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  if (!origin || origin === 'null') return false;
  return origin === siteOrigin || origin === `${request.protocol}://${request.host}`;
}

function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/** Sets the session cookie for a session just started: 30 days with Remember Me, else 1 day. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { rememberMe: boolean; publicUrl: string },
) {
  const days = options.rememberMe ? sessionLifetime.rememberMeDays : sessionLifetime.defaultDays;
  reply.setCookie(sessionCookieName, token, {
    ...cookieAttributes(reply.request, options.publicUrl),
    maxAge: (days * dayMs) / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string) {
  reply.clearCookie(sessionCookieName, cookieAttributes(reply.request, publicUrl));
}

function cookieAttributes(request: FastifyRequest, publicUrl: string) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Over HTTPS, also when TLS ends at a trusted proxy (request.protocol follows X-Forwarded-Proto).
    secure: request.protocol === 'https' || publicUrl.startsWith('https:'),
  };
}

export const requireUser: onRequestAsyncHookHandler = async (request) => {
  if (request.crossOriginCookie) throw crossOrigin();
  if (!request.session) throw unauthorized();
};

export function requireRole(role: Role): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.crossOriginCookie) throw crossOrigin();
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
