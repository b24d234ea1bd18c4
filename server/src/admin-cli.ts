import { parseArgs } from 'node:util';
import { registerBody } from '@studyhub/contract/auth';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { AppError } from './errors.ts';
import { createAuthService } from './modules/auth/auth.service.ts';

const usage = `Usage:
  npm run admin -- create --email <email> --name "<full name>"   asks for the password
  npm run admin -- promote --email <email>                         makes an account an operator`;

class UsageError extends Error {}

/**
 * Reads a password without showing it. At a terminal each key is read raw and nothing is echoed;
 * from a pipe (scripts, tests) the next line is taken.
 */
async function readSecret(prompt: string, input: AsyncIterator<string>): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    process.stderr.write(prompt);
    const next = await input.next();
    process.stderr.write('\n');
    return next.done ? '' : next.value;
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new UsageError('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

/** Lines of piped input, read lazily, so each prompt takes the next line. */
async function* pipedLines(): AsyncGenerator<string> {
  if (process.stdin.isTTY) return;
  let buffered = '';
  for await (const chunk of process.stdin) {
    buffered += String(chunk);
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      yield buffered.slice(0, newline).replace(/\r$/, '');
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf('\n');
    }
  }
  if (buffered) yield buffered;
}

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const [command] = positionals;
  if (command !== 'create' && command !== 'promote') throw new UsageError(usage);
  if (!values.email) throw new UsageError(`--email is required.\n\n${usage}`);

  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database);
    const auth = createAuthService(database.db);

    if (command === 'promote') {
      const email = registerBody.shape.email.safeParse(values.email);
      if (!email.success) throw new UsageError(email.error.issues[0]?.message ?? usage);
      if (!(await auth.promoteToAdmin(email.data))) {
        throw new UsageError(`No active account has the email ${email.data}.`);
      }
      return `${email.data} is now an operator (admin).`;
    }

    if (!values.name) throw new UsageError(`--name is required.\n\n${usage}`);
    const input = pipedLines();
    const password = await readSecret('Password: ', input);
    const again = await readSecret('Password again: ', input);
    if (password !== again) throw new UsageError('The two passwords do not match.');
    const parsed = registerBody.safeParse({ name: values.name, email: values.email, password });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join(' '));
    const user = await auth.createAdmin(parsed.data);
    return `Created the operator ${user.name} <${user.email}>. Sign in at ${config.publicUrl}/login.`;
  } finally {
    await database.close();
  }
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else if (error instanceof AppError) console.error(error.message);
  else console.error('The admin command failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
