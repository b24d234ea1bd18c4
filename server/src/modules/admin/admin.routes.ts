import { adminUsersResponse } from '@studyhub/contract/admin';
import { errorResponse } from '@studyhub/contract/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';

/** Operators' endpoints. Every route in this scope is for admins only. */
export async function adminRoutes(app: FastifyInstance, options: { auth: AuthService }) {
  app.addHook('onRequest', requireRole('admin'));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'List accounts, newest first',
        security: [{ bearer: [] }],
        response: { 200: adminUsersResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => {
      return { success: true as const, users: await options.auth.listUsers() };
    },
  );
}
