import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { createFileStore } from './files/file-store.ts';
import { migrateFiles } from './files/migrate-files.ts';
import { createS3FileStore } from './files/s3-file-store.ts';

const usage = `Usage:
  npm run files -- migrate --to s3    copies DATA_DIR/files into the S3_BUCKET and checks every object

Set DATA_DIR and the S3_* variables as the server will have them.`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { to: { type: 'string' } },
  });
  if (positionals[0] !== 'migrate' || positionals.length !== 1) throw new UsageError(usage);
  if (values.to !== 's3') throw new UsageError(`--to must be s3.\n\n${usage}`);
  const config = loadConfig();
  if (!config.s3) {
    throw new UsageError('S3_BUCKET is not set: say which bucket to copy the files into.');
  }
  const from = createFileStore(config.filesDir);
  const to = createS3FileStore(config.s3, config.filesDir);
  await to.check();
  console.log(`Copying ${config.filesDir} to the bucket ${config.s3.bucket}…`);
  const report = await migrateFiles(from, to, (key, outcome) =>
    console.log(`  ${outcome}: ${key}`),
  );
  console.log(
    `${report.copied} copied, ${report.alreadyThere} already there, ${report.mismatched.length} did not read back the same.`,
  );
  if (report.mismatched.length) {
    console.error(
      `These objects differ from the originals: ${report.mismatched.join(', ')}. Run the command again.`,
    );
    return 1;
  }
  console.log('Every object was read back and matches. Set S3_BUCKET on the servers to use it.');
  return 0;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(
      `The files command failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exitCode = 1;
}
