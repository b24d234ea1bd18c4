/**
 * The download load of heavy-downloads.ts, in its own process so its work is not counted as the
 * server's: `download-load.ts <base> <url> <token> <count>` sends `count` downloads of `url` at
 * once as the student whose bearer token is `token` on 'start', reads every byte of each answer
 * and drops it, and reports how they were answered and how long the last one took.
 */
const [base = '', url = '', token = '', countArgument = '16'] = process.argv.slice(2);
const count = Number(countArgument);

const send = (message: object) =>
  new Promise<void>((resolve) => process.send?.(message, () => resolve()));

async function download(): Promise<number> {
  const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  for await (const _chunk of response.body ?? []) {
    // Read and dropped, as a phone saving the file would.
  }
  return response.status;
}

process.once('message', async (message) => {
  if (message !== 'start') return;
  const started = performance.now();
  const statuses: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: count }, async () => {
      const status = await download().catch(() => 0);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }),
  );
  await send({ done: { statuses, ms: performance.now() - started } });
  process.disconnect();
});
await send({ ready: true });
