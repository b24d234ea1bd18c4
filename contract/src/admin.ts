import { z } from 'zod';
import { role } from './auth.ts';

export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = z.object({
  success: z.literal(true),
  users: z.array(adminUser),
});
