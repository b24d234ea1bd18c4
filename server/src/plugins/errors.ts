import { type ErrorResponse, errorCodes } from '@studyhub/contract/api';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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
  const body: ErrorResponse = { ...details, success: false, message, code };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
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
