import formBody from '@fastify/formbody';
import { authFormBody } from '@studyhub/contract/auth';
import { localPath } from '@studyhub/contract/forms';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comesFromSite } from '../../plugins/auth.ts';

interface ApiAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

function errorOf(answer: ApiAnswer): { message: string; field?: string } {
  try {
    const body = JSON.parse(answer.body) as { message?: unknown; field?: unknown };
    if (typeof body.message === 'string') {
      return {
        message: body.message,
        ...(typeof body.field === 'string' ? { field: body.field } : {}),
      };
    }
  } catch {
    // Not the API's envelope: the generic words below.
  }
  return { message: 'Please try again in a moment.' };
}

/**
 * The pages' own forms, posted by the browser without the script (decision 35): each is handled
 * by the same API route the script calls (so the same checks, limits and words apply), answered
 * in-process from the client's address; then the browser is sent on (303), or the page is
 * rendered again with the error beside its field and what was typed (passwords aside).
 *
 * Form bodies are parsed only inside this scope: the API itself takes JSON alone.
 */
export async function authPageRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  const siteOrigin = new URL(options.publicUrl).origin;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Calls the API as the browser would have, from the client's address. */
  const callApi = (request: FastifyRequest, url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: request.ip,
      headers: {
        'content-type': 'application/json',
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });

  // A signed-in student has nothing to do on /login: on to where they were going.
  routes.get(
    '/login',
    { schema: { hide: true, querystring: z.object({ next: z.string().max(2048).optional() }) } },
    async (request, reply) => {
      if (!request.session) return reply.callNotFound();
      return reply
        .header('cache-control', 'no-store')
        .redirect(localPath(request.query.next, '/dashboard'), 303);
    },
  );

  routes.post(
    '/login',
    {
      schema: { hide: true, body: authFormBody },
      // A form the browser posts without the script: any validation failure is shown in the page.
      attachValidation: true,
    },
    async (request, reply) => {
      const form = request.validationError ? authFormBody.parse({}) : request.body;
      const page = form.mode === 'register' ? '/login?mode=register' : '/login';
      const refuse = (status: number, error: { message: string; field?: string }) =>
        reply.sendRefusedForm({
          url: form.next
            ? `${page}${page.includes('?') ? '&' : '?'}next=${encodeURIComponent(form.next)}`
            : page,
          status,
          result: {
            form: form.mode,
            error,
            values: { email: form.email, ...(form.name !== undefined ? { name: form.name } : {}) },
          },
        });
      // A sign-in form posted from another site would sign the student into someone else's account.
      if (!comesFromSite(request, siteOrigin)) {
        return refuse(403, {
          message:
            'This request did not come from StudyHub’s own pages, so it was refused. Please reload the page and try again.',
        });
      }
      const rememberMe = form.rememberMe === 'on' || form.rememberMe === 'true';
      const answer =
        form.mode === 'register'
          ? await callApi(request, '/api/auth/register', {
              name: form.name ?? '',
              email: form.email,
              password: form.password,
              rememberMe,
            })
          : await callApi(request, '/api/auth/login', {
              email: form.email,
              password: form.password,
              rememberMe,
            });
      if (answer.statusCode >= 300) return refuse(answer.statusCode, errorOf(answer));
      return signedIn(reply, answer, localPath(form.next, '/dashboard'));
    },
  );
}

/** Passes the API's session cookie on and sends the browser to where it was going. */
function signedIn(reply: FastifyReply, answer: ApiAnswer, to: string) {
  const setCookie = answer.headers['set-cookie'];
  if (setCookie !== undefined) reply.header('set-cookie', setCookie);
  // Never kept: the answer signs someone in.
  return reply.header('cache-control', 'no-store').redirect(to, 303);
}
