import type { Compilable, Kysely } from 'kysely';
import { directAccessOf } from './database.ts';

export interface CompiledOnceOptions {
  /**
   * Keep up to this many answers (one per set of arguments), each for as long as nothing at all
   * is written to the database, by this process or any other. SQLite only; on PostgreSQL every
   * call queries. The rows handed out are frozen, since every caller shares them.
   */
  keepWhileUnchanged?: number;
}

/**
 * A query whose shape never changes, built and compiled by Kysely once instead of on every call:
 * on the hottest paths (the session behind every signed-in request) building and compiling the
 * query cost more than the database's running it. `build` is called once with stand-ins for the
 * parameters; each call then runs the compiled SQL with the real values in their places. The
 * plugins' result transforms (camelCase column names) still apply.
 *
 * On SQLite, a call outside any transaction reads at once (`directAccessOf`): Kysely's connection
 * lock and promise chain cost more than the query on a signed-in request.
 */
export function compiledOnce<Args extends string[], Row>(
  db: Pick<Kysely<unknown>, 'executeQuery'>,
  build: (...args: Args) => Compilable<Row>,
  options: CompiledOnceOptions = {},
): (...args: Args) => Promise<readonly Row[]> {
  const standIns = Array.from(
    { length: build.length },
    (_, index) => `\u0000compiled-once parameter ${index}`,
  ) as Args;
  const compiled = build(...standIns).compile();
  const positions = compiled.parameters.map((value) => standIns.indexOf(value as string));
  for (const [index] of standIns.entries()) {
    if (!positions.includes(index)) {
      throw new Error(`compiledOnce: parameter ${index} is not used by the query`);
    }
  }
  const direct = directAccessOf(db);
  const run = async (args: Args): Promise<Row[]> => {
    const parameters = compiled.parameters.map((value, index) => {
      const position = positions[index] ?? -1;
      return position >= 0 ? args[position] : value;
    });
    const query = { ...compiled, parameters };
    const rows = direct?.read(query);
    if (rows) return rows as Row[];
    const result = await db.executeQuery<Row>(query);
    return result.rows;
  };
  const limit = options.keepWhileUnchanged ?? 0;
  if (limit <= 0) return (...args) => run(args);
  // Frozen on PostgreSQL too, so code written against kept rows behaves the same on both.
  if (!direct) return async (...args) => frozen(await run(args));

  const kept = new Map<string, { generation: number; rows: readonly Row[] }>();
  return async (...args) => {
    const key = args.join('\u0000');
    // Read before the query: a write made while it runs makes the next call query again.
    const generation = direct.generation();
    const found = kept.get(key);
    if (found && found.generation === generation) return found.rows;
    const rows = frozen(await run(args));
    if (kept.size >= limit) kept.clear();
    kept.set(key, { generation, rows });
    return rows;
  };
}

function frozen<Row>(rows: Row[]): readonly Row[] {
  for (const row of rows) Object.freeze(row);
  return Object.freeze(rows);
}
