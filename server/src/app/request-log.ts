import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** An answer slower than this is logged at info even when it is an ordinary read. */
const slowAnswerMs = 1000;

/**
 * One log line per request, written when it is answered, instead of Fastify's two (one on
 * arrival, one on completion): the request log was a fifth of a small API answer's cost.
 *
 * Ordinary reads (a GET or HEAD answered below 400 within a second: browsing the catalog, a
 * signed-in page's data) are logged at debug; everything else at info: every write (sign-ins,
 * orders, uploads, operators' changes), every refusal and failure, every slow answer. At info,
 * formatting and writing a line for each read cost a third of a cached catalog answer's
 * throughput (decision 34); LOG_LEVEL=debug shows them all.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const log = reply.log;
    const ordinaryRead =
      !error &&
      reply.statusCode < 400 &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.elapsedTime < slowAnswerMs;
    if (ordinaryRead && log.level !== 'debug' && log.level !== 'trace') return;
    const fields = {
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) log.error({ ...fields, err: error }, 'request errored');
    else if (ordinaryRead) log.debug(fields, 'request completed');
    else log.info(fields, 'request completed');
  }
}
