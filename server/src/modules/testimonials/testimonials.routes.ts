import { errorResponse, messageResponse } from '@studyhub/contract/api';
import {
  adminTestimonialEntriesResponse,
  adminTestimonialEntryResponse,
  adminTestimonialOrder,
  adminTestimonialParams,
  adminTestimonialPublish,
  type TestimonialKind,
  testimonialInputs,
  testimonialsResponse,
} from '@studyhub/contract/testimonials';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CatalogCache, sendCachedJson } from '../../lib/cached-json.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { TestimonialsService } from './testimonials.service.ts';

/** GET /api/testimonials: the home page's sliders and /testimonials, cached like the catalog. */
export async function testimonialsRoutes(
  app: FastifyInstance,
  options: { testimonials: TestimonialsService; cache: CatalogCache },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['testimonials'],
        summary: 'Published testimonials and reviews, in the order operators set',
        response: { 200: testimonialsResponse },
      },
    },
    async (request, reply) => {
      const entry = await options.cache.get('testimonials', testimonialsResponse, async () => ({
        success: true as const,
        ...(await options.testimonials.listPublished()),
      }));
      return sendCachedJson(request, reply, entry);
    },
  );
}

const refusals = { 401: errorResponse, 403: errorResponse } as const;

/** /api/admin/{testimonials,reviews}: operators write, order, publish and delete them. */
export async function testimonialsAdminRoutes(
  app: FastifyInstance,
  options: { testimonials: TestimonialsService; kind: TestimonialKind },
) {
  const { testimonials, kind } = options;
  app.addHook('onRequest', requireRole('admin'));
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  // Either kind's shape: the handlers are shared, and the body schema above is the kind's own.
  const one = adminTestimonialEntryResponse;
  const many = adminTestimonialEntriesResponse;

  routes.get(
    '/',
    {
      schema: {
        tags,
        summary: `Every ${kind} entry not deleted, drafts too, in order`,
        security,
        response: { 200: many, ...refusals },
      },
    },
    async () => ({ success: true as const, items: await testimonials.list(kind) }),
  );

  routes.get(
    '/:id',
    {
      schema: {
        tags,
        summary: `One ${kind} entry`,
        security,
        params: adminTestimonialParams,
        response: { 200: one, ...refusals, 404: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      item: await testimonials.find(kind, request.params.id),
    }),
  );

  routes.post(
    '/',
    {
      schema: {
        tags,
        summary: `Write a new ${kind} entry, as a draft at the end of the order`,
        security,
        body: testimonialInputs[kind],
        response: { 201: one, 400: errorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const item = await testimonials.create(kind, request.body, currentUser(request));
      return reply.code(201).send({ success: true as const, item });
    },
  );

  routes.put(
    '/order',
    {
      schema: {
        tags,
        summary: `Put the ${kind} in a new order: every entry not deleted, each once`,
        security,
        body: adminTestimonialOrder,
        response: { 200: many, 400: errorResponse, ...refusals, 409: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      items: await testimonials.reorder(kind, request.body.ids, currentUser(request)),
    }),
  );

  routes.put(
    '/:id',
    {
      schema: {
        tags,
        summary: `Replace the words of a ${kind} entry`,
        security,
        params: adminTestimonialParams,
        body: testimonialInputs[kind],
        response: { 200: one, 400: errorResponse, ...refusals, 404: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      item: await testimonials.replace(kind, request.params.id, request.body, currentUser(request)),
    }),
  );

  routes.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: `Publish or unpublish a ${kind} entry`,
        security,
        params: adminTestimonialParams,
        body: adminTestimonialPublish,
        response: { 200: one, 400: errorResponse, ...refusals, 404: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      item: await testimonials.setPublished(
        kind,
        request.params.id,
        request.body.published,
        currentUser(request),
      ),
    }),
  );

  routes.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: `Delete a ${kind} entry: hidden everywhere, kept for the audit log`,
        security,
        params: adminTestimonialParams,
        response: { 200: messageResponse, ...refusals, 404: errorResponse },
      },
    },
    async (request) => {
      await testimonials.remove(kind, request.params.id, currentUser(request));
      return { success: true as const, message: 'Deleted' };
    },
  );
}
