import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@studyhub/contract/auth';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { createTestApp } from './app.ts';
import { bearer, registerUser } from './factories.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** `npm run admin -- ...` as an operator types it, with the password lines piped in. */
function admin(dataDir: string, args: string[], stdin = '') {
  const child = spawn(process.execPath, ['server/src/admin-cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

const apps: App[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** The site on the database the command wrote. */
async function siteOn(dataDir: string): Promise<App> {
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'studyhub.sqlite') });
  const app = await createTestApp({ database });
  apps.push(app);
  return app;
}

const login = async (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('npm run admin', () => {
  it('creates the first operator, who can then use the admin API', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-admin-'));
    const result = await admin(
      dataDir,
      ['create', '--email', 'Ops@StudyHub.example.in', '--name', 'Meera Iyer'],
      'a strong passphrase\na strong passphrase\n',
    );
    expect(result.stderr).not.toContain('a strong passphrase');
    expect(result.stdout).toContain('Created the operator Meera Iyer <ops@studyhub.example.in>');
    expect(result.code).toBe(0);

    const app = await siteOn(dataDir);
    const signedIn = await login(app, 'ops@studyhub.example.in', 'a strong passphrase');
    expect(signedIn.statusCode).toBe(200);
    const users = await app.inject({
      url: '/api/admin/users',
      headers: bearer(signedIn.json<AuthResponse>().token),
    });
    expect(users.statusCode).toBe(200);
  });

  it('refuses mismatched or short passwords and creates nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-admin-'));
    const mismatch = await admin(
      dataDir,
      ['create', '--email', 'ops@example.in', '--name', 'Meera Iyer'],
      'one passphrase here\nanother passphrase\n',
    );
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain('The two passwords do not match.');
    const short = await admin(
      dataDir,
      ['create', '--email', 'ops@example.in', '--name', 'Meera Iyer'],
      'short\nshort\n',
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Your password must be at least 8 characters.');
    const app = await siteOn(dataDir);
    expect((await login(app, 'ops@example.in', 'one passphrase here')).statusCode).toBe(401);
  });

  it('promotes an existing student, and says so when there is no such account', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-admin-'));
    const before = await siteOn(dataDir);
    const student = await registerUser(before);
    await before.close();
    apps.splice(0);

    const missing = await admin(dataDir, ['promote', '--email', 'nobody@example.in']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No active account has the email nobody@example.in.');

    const promoted = await admin(dataDir, ['promote', '--email', student.email]);
    expect(promoted.code).toBe(0);
    const app = await siteOn(dataDir);
    const signedIn = await login(app, student.email, student.password);
    const users = await app.inject({
      url: '/api/admin/users',
      headers: bearer(signedIn.json<AuthResponse>().token),
    });
    expect(users.statusCode).toBe(200);
  });

  it('explains its usage when the command is unknown', async () => {
    const result = await admin(mkdtempSync(path.join(tmpdir(), 'studyhub-admin-')), ['delete']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('npm run admin -- create --email');
  });
});
