import { type ErrorResponse, errorCodes } from '@studyhub/contract/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: Record<string, string>,
) {
  reply.status(status);
  if (followedInTheBrowser(reply.request) && typeof reply.sendNotice === 'function') {
    return reply.sendNotice(noticeFor(reply.request, status, message));
  }
  const body: ErrorResponse = { ...details, success: false, message, code };
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * An API address the browser itself went to, not the page's script: a download link (a note, a
 * project's code, a receipt) tapped, or opened again from the history. A refusal is then a page a
 * student can read, not JSON in the tab (decision 35). Browsers say so in Sec-Fetch-Mode; an older
 * one that does not is known by asking for HTML first.
 */
function followedInTheBrowser(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || !request.url.startsWith('/api/')) return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return (request.headers.accept ?? '').startsWith('text/html');
}

const titles: Record<number, string> = {
  401: 'Please log in',
  403: 'Not available to you',
  404: 'Not found',
  429: 'Please wait',
  503: 'Please try again soon',
};

function noticeFor(request: FastifyRequest, status: number, message: string) {
  const title = titles[status] ?? (status >= 500 ? 'Something went wrong' : 'That did not work');
  if (status !== 401) return { title, message };
  // Signed out: log in and come back to the page the link was on.
  const from = sameSitePath(request.headers.referer, request.headers.host);
  return {
    title,
    message,
    link: { href: `/login?next=${encodeURIComponent(from)}`, label: 'Log in' },
  };
}

/** The path of the page a link was followed from, when it is this site's; else the home page. */
function sameSitePath(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    return url.host === host ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/** One error handler: 4xx carry a clear message and a stable code; 5xx are logged and kept vague. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Our schemas carry messages written for people; zod's own defaults ("Invalid input: ...")
      // are replaced by one plain sentence.
      const first = error.validation[0];
      const given = first?.message;
      const message =
        given && !given.startsWith('Invalid input')
          ? given
          : 'The request is not in the expected form. Please send a JSON object.';
      // A form shows the message beside the field it is about.
      const field =
        error.validationContext === 'body' ? first?.instancePath.slice(1).replaceAll('/', '.') : '';
      return send(reply, 400, errorCodes.validation, message, field ? { field } : undefined);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, errorCodes.invalidJson, 'The request body is not valid JSON.');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, errorCodes.payloadTooLarge, 'The request is too large.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(
          reply,
          415,
          errorCodes.unsupportedMediaType,
          'Please send the request as JSON (Content-Type: application/json).',
        );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, errorCodes.rateLimited, error.message);
    }
    if (status >= 400 && status < 500) {
      return send(reply, status, errorCodes.validation, 'The request is not valid.');
    }
    request.log.error({ err: error }, 'request failed');
    return send(
      reply,
      500,
      errorCodes.internal,
      'Something went wrong on our side. Please try again in a moment.',
    );
  });
});
