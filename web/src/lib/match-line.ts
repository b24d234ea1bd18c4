/**
 * The line above a list's cards: how many there are, or how many of them match. `noun` is the
 * plural ('notes'); the counts come from the server, which searched and filtered them.
 */
export function matchLine({
  noun,
  total,
  all,
  q,
  filtered,
}: {
  noun: string;
  total: number;
  all: number;
  q: string;
  filtered: boolean;
}) {
  if (q) return `${total} of ${all} ${noun} match “${q}”`;
  if (filtered) return `${total} of ${all} ${noun} match the filters`;
  return `${all} ${noun}`;
}
