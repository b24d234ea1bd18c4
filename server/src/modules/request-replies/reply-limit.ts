import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { minutes } from '../../plugins/rate-limit.ts';

/**
 * Replies an operator may send in an hour, counted per operator: a busy morning of answers fits,
 * a stuck button or a stolen session mass-mailing through the site's address does not.
 */
export const replyLimit = {
  name: 'request-replies-per-operator',
  max: 60,
  windowMs: minutes(60),
} as const;

export const byOperator = (request: FastifyRequest) => `reply:${currentUser(request).id}`;
