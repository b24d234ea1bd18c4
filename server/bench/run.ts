import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchTable, printTable } from './http-table.ts';
import { benchLoginsAndFiles } from './logins-and-files.ts';

/**
 * `npm run bench`: issue 12's table (wrk against the server and a plain node:http baseline in
 * the same run), then whether parallel logins stall the files the site serves. Figures are
 * printed and the table is written to bench/results.json at the repository root.
 */
const table = await benchTable();
printTable(table);
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
