import {
  adminOverviewResponse,
  adminUserDetailResponse,
  adminUserParams,
  adminUsersQuery,
  adminUsersResponse,
  changeRoleBody,
  changeRoleResponse,
  endSessionsResponse,
} from '@studyhub/contract/admin';
import { errorResponse } from '@studyhub/contract/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { AccountAdminService } from '../auth/account-admin.service.ts';
import type { AdminUsersService } from './admin-users.service.ts';

/** Operators' endpoints. Every route in this scope is for admins only. */
export async function adminRoutes(
  app: FastifyInstance,
  options: { accounts: AccountAdminService; users: AdminUsersService },
) {
  app.addHook('onRequest', requireRole('admin'));
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const denied = { 401: errorResponse, 403: errorResponse };

  routes.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts newest first, by part of the name or email and by role, 50 a page',
        security: [{ bearer: [] }],
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse, 400: errorResponse, ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await options.accounts.search(request.query)),
    }),
  );

  routes.get(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One account with its paid orders, downloads, quiz attempts and certificates',
        security: [{ bearer: [] }],
        params: adminUserParams,
        response: { 200: adminUserDetailResponse, 404: errorResponse, ...denied },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await options.users.detail(request.params.id)),
    }),
  );

  routes.post(
    '/users/:id/role',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Make the account an admin or a student; never oneself, never the last admin who can sign in',
        security: [{ bearer: [] }],
        params: adminUserParams,
        body: changeRoleBody,
        response: {
          200: changeRoleResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...denied,
        },
      },
    },
    async (request) => {
      const { role } = request.body;
      const { changed, user } = await options.accounts.changeRole(
        currentUser(request),
        request.params.id,
        role,
      );
      const asRole = role === 'admin' ? 'an admin' : 'a student';
      return {
        success: true as const,
        message: changed ? `${user.name} is now ${asRole}.` : `${user.name} is already ${asRole}.`,
        changed,
        user,
      };
    },
  );

  routes.post(
    '/users/:id/sessions/end',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign the account out on every device: its tokens are refused from now on',
        security: [{ bearer: [] }],
        params: adminUserParams,
        response: { 200: endSessionsResponse, 404: errorResponse, ...denied },
      },
    },
    async (request) => {
      const endedSessions = await options.accounts.endSessions(
        currentUser(request),
        request.params.id,
      );
      return {
        success: true as const,
        message:
          endedSessions === 1
            ? 'Signed out of 1 device.'
            : `Signed out of ${endedSessions} devices.`,
        endedSessions,
      };
    },
  );

  routes.get(
    '/overview',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The last 30 days (UTC): new accounts, paid orders, revenue net of refunds and downloads per day; quiz results per subject',
        security: [{ bearer: [] }],
        response: { 200: adminOverviewResponse, ...denied },
      },
    },
    async () => ({ success: true as const, ...(await options.users.overview()) }),
  );
}
