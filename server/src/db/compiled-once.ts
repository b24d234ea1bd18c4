import type { Compilable, Kysely } from 'kysely';

/**
 * A query whose shape never changes, built and compiled by Kysely once instead of on every call:
 * on the hottest paths (the session behind every signed-in request) building and compiling the
 * query cost more than the database's running it. `build` is called once with stand-ins for the
 * parameters; each call then runs the compiled SQL with the real values in their places. The
 * plugins' result transforms (camelCase column names) still apply.
 */
export function compiledOnce<Args extends string[], Row>(
  db: Pick<Kysely<unknown>, 'executeQuery'>,
  build: (...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
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
  return async (...args) => {
    const parameters = compiled.parameters.map((value, index) => {
      const position = positions[index] ?? -1;
      return position >= 0 ? args[position] : value;
    });
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
