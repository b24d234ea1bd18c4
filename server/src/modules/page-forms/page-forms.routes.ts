import formBody from '@fastify/formbody';
import { type FormResult, localPath } from '@studyhub/contract/forms';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { comesFromSite, requireRole, sessionCookieHeader } from '../../plugins/auth.ts';
import { eachPageForm, type PageForm, type PageFormCall } from './page-forms.ts';

interface ApiAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

function jsonOf(answer: ApiAnswer): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(answer.body);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function errorOf(answer: ApiAnswer): NonNullable<FormResult['error']> {
  const { message, field, code } = jsonOf(answer);
  if (typeof message !== 'string') return { message: 'Please try again in a moment.' };
  return {
    message,
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

const crossOriginMessage =
  'This request did not come from StudyHub’s own pages, so it was refused. Please reload the page and try again.';

/**
 * The pages' own forms, posted by the browser without the script (decision 35). Each is answered
 * by the API route the script calls (the same checks, limits and words), called in-process from
 * the client's address with the student's session cookie; then the browser is sent on (303), or
 * the page is rendered again with the outcome: the error beside its field and what was typed
 * (passwords aside), or what was done.
 *
 * Form bodies are parsed only inside this scope: the API itself takes JSON alone.
 */
export async function pageFormRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(formBody, { bodyLimit: 64 * 1024 });
  // A form with a file (a profile photo) posts multipart/form-data, read with the platform's own
  // FormData: its fields as strings, its file as a File. A body that is not one is no fields.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer) => {
      const contentType = request.headers['content-type'] ?? '';
      try {
        const form = await new Response(body, {
          headers: { 'content-type': contentType },
        }).formData();
        return Object.fromEntries(form);
      } catch {
        return {};
      }
    },
  );
  const siteOrigin = new URL(options.publicUrl).origin;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Calls the API as the script would have: from the client's address, with its session. */
  const callApi = async (request: FastifyRequest, call: PageFormCall) => {
    const cookie = sessionCookieHeader(request);
    const body =
      'file' in call
        ? { payload: Buffer.from(await call.file.arrayBuffer()), type: call.contentType }
        : { payload: call.payload, type: 'application/json' };
    return app.inject({
      method: call.method,
      url: call.url,
      payload: body.payload,
      remoteAddress: request.ip,
      headers: {
        'content-type': body.type,
        // Checked above: the form came from the site's own page.
        origin: siteOrigin,
        ...(cookie ? { cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
  };

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

  // Logout as a form (the account menu's button before the script): the session ends and its
  // cookie goes, whether or not it was still live; then /login, as the spec's logout does.
  app.post('/logout', { schema: { hide: true } }, async (request, reply) => {
    if (!comesFromSite(request, siteOrigin)) return sendCrossOriginRefusal(reply);
    const answer = await callApi(request, { method: 'POST', url: '/api/auth/logout', payload: {} });
    return sendOn(reply, answer, '/login');
  });

  eachPageForm(registerForm);

  /**
   * What a form with a file settles before its body is read (up to tens of MiB): a post from
   * another site, a visitor, and, when the form says whose it is, anyone else, with the API's own
   * check and words. Answers nothing (the request goes on) when none of them applies.
   */
  async function beforeTheFile<Fields extends Record<string, unknown>>(
    form: PageForm<Fields>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (!comesFromSite(request, siteOrigin)) {
      return form.privatePage ? sendCrossOriginRefusal(reply) : undefined;
    }
    const empty = form.fields.parse({});
    const page = form.page(empty, request);
    if (form.signedIn && !request.session) {
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/login?next=${encodeURIComponent(page)}`, 303);
    }
    const role = form.upload?.role;
    if (!role) return undefined;
    try {
      await requireRole(role).call(app, request, reply);
      return undefined;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply.sendFormPage({
        url: page,
        status: error.statusCode,
        result: {
          form: form.name(empty),
          error: { message: error.message, code: error.code },
          values: {},
        },
      });
    }
  }

  function registerForm<Fields extends Record<string, unknown>>(form: PageForm<Fields>) {
    const { upload } = form;
    const options = upload
      ? {
          bodyLimit: upload.bodyLimit,
          // A file too large to read: the page says so beside its field, not a bare 413.
          errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
            if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
            return reply.sendFormPage({
              url: form.page(form.fields.parse({}), request),
              status: 413,
              result: { form: upload.form, error: upload.tooLarge, values: {} },
            });
          },
        }
      : form.bodyLimit
        ? { bodyLimit: form.bodyLimit }
        : {};
    app.post(
      form.path,
      {
        schema: { hide: true },
        ...options,
        // A file is not read for someone who may not send it.
        ...(upload ? { onRequest: (request, reply) => beforeTheFile(form, request, reply) } : {}),
      },
      async (request, reply) => {
        const parsed = form.fields.safeParse(request.body ?? {});
        // The shape is only what a browser posts; the API checks the values.
        const fields = parsed.success ? parsed.data : form.fields.parse({});
        const name = form.name(fields);
        const page = form.page(fields, request);
        const refuse = (status: number, error: NonNullable<FormResult['error']>) =>
          reply.sendFormPage({
            url: page,
            status,
            result: { form: name, error, values: form.keep(fields) },
          });
        // A form posted from another site: a forged sign-in, message or change.
        if (!comesFromSite(request, siteOrigin)) {
          // Its cookie is not trusted, so a page for signed-in students alone would be rendered
          // for a visitor, that is a redirect to /login: the refusal is said as it is instead.
          if (form.privatePage) return sendCrossOriginRefusal(reply);
          return refuse(403, { message: crossOriginMessage });
        }
        if (form.signedIn && !request.session) {
          return reply
            .header('cache-control', 'no-store')
            .redirect(`/login?next=${encodeURIComponent(page)}`, 303);
        }
        const mistake = form.check?.(fields);
        if (mistake) return refuse(400, mistake);
        const revised = form.revise?.(fields, request);
        if (revised) {
          return reply.sendFormPage({
            url: page,
            status: 200,
            result: { form: name, values: revised },
          });
        }
        const answer = await callApi(request, form.call(fields, request));
        if (answer.statusCode >= 300) return refuse(answer.statusCode, errorOf(answer));
        const outcome = form.accepted(fields, jsonOf(answer), request);
        if ('redirect' in outcome) return sendOn(reply, answer, outcome.redirect);
        // The page shows the account as it now is (a new name or photo), not as the request found it.
        if (outcome.user && request.session) {
          request.session = { ...request.session, user: outcome.user };
        }
        return reply.sendFormPage({
          url: page,
          status: 200,
          result: { form: name, values: {}, done: outcome.done },
        });
      },
    );
  }
}

function sendCrossOriginRefusal(reply: FastifyReply) {
  return reply.code(403).type('text/plain; charset=utf-8').send(crossOriginMessage);
}

/** Passes the API's cookies on (a session started) and sends the browser on. */
function sendOn(reply: FastifyReply, answer: ApiAnswer, to: string) {
  const setCookie = answer.headers['set-cookie'];
  if (setCookie !== undefined) reply.header('set-cookie', setCookie);
  // Never kept: the answer may sign someone in.
  return reply.header('cache-control', 'no-store').redirect(to, 303);
}
