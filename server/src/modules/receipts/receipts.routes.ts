import { errorResponse } from '@studyhub/contract/api';
import { receiptParams } from '@studyhub/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { sendGeneratedPdf } from '../../files/send-file.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { type ReceiptsService, receiptFileName } from './receipts.service.ts';

/** Registered under /api/user. */
export async function receiptsRoutes(app: FastifyInstance, options: { receipts: ReceiptsService }) {
  app.addHook('onRequest', requireUser);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/receipts/:orderId.pdf',
    {
      schema: {
        tags: ['payments'],
        summary: 'The receipt (or GST tax invoice) of one of my paid orders or donations, as a PDF',
        security: [{ bearer: [] }],
        params: receiptParams,
        response: { 401: errorResponse, 404: errorResponse, 416: errorResponse },
      },
    },
    async (request, reply) => {
      const receipt = await options.receipts.document(
        currentUser(request).id,
        request.params.orderId,
      );
      // Someone else's order is as unknown as a missing one: order ids are not to be probed.
      if (!receipt) throw notFound('We could not find a paid order with this id in your account.');
      return sendGeneratedPdf(reply, receipt.pdf, receiptFileName(receipt.orderId));
    },
  );
}
