import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchHeavyDownloads, heavyDownloadsDefaults } from './heavy-downloads.ts';
import { benchTable, printTable } from './http-table.ts';
import { benchLoginsAndFiles } from './logins-and-files.ts';
import { benchSignInFlood, signInFloodDefaults } from './sign-in-flood.ts';

/**
 * `npm run bench`: issue 12's table (wrk against the server and a plain node:http baseline in
 * the same run), then whether parallel logins stall the files the site serves, then whether a
 * student can sign in through a sign-in flood (sign-in-flood.ts, also `npm run
 * bench:sign-in-flood` alone), then whether one buyer downloading a large paid note many times at
 * once holds up other visitors (heavy-downloads.ts, also `node server/bench/heavy-downloads.ts`
 * alone). Figures are printed and the table is written to
 * bench/results.json at the repository root.
 *
 * BENCH_URL measures a site already running there instead (such as nginx in front of several
 * processes, `npm run bench:cluster`); it must have the demo accounts. Then only the table runs,
 * and nothing is written.
 */
const external = process.env.BENCH_URL;
const table = await benchTable(external ? { url: external } : {});
printTable(table);
if (!external) {
  const resultsFile = path.resolve(import.meta.dirname, '../../bench/results.json');
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...table }, null, 2)}\n`,
  );
  console.log(`written to ${path.relative(process.cwd(), resultsFile)}`);

  await benchLoginsAndFiles({
    logins: Number(process.env.BENCH_LOGINS ?? 30),
    samples: Number(process.env.BENCH_FILE_SAMPLES ?? 20),
  });
  await benchSignInFlood(signInFloodDefaults);
  await benchHeavyDownloads(heavyDownloadsDefaults);
}
