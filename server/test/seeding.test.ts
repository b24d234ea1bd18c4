import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/demo-seed.ts';
import { createTestApp, type TestAppOptions } from './app.ts';

async function demoStudentCanLogIn(options: TestAppOptions): Promise<boolean> {
  const app = await createTestApp(options);
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccounts.student.email, password: demoAccounts.student.password },
    });
    return response.statusCode === 200;
  } finally {
    await app.close();
  }
}

describe('demo seeding on an empty database', () => {
  it('creates the documented demo accounts outside production', async () => {
    expect(await demoStudentCanLogIn({ seedDemoAs: 'development' })).toBe(true);
  });

  it('never creates demo accounts in production', async () => {
    expect(await demoStudentCanLogIn({ seedDemoAs: 'production' })).toBe(false);
  });

  it('creates nothing when seeding is off', async () => {
    expect(await demoStudentCanLogIn({})).toBe(false);
  });
});
