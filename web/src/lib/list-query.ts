/** `?q=dbms&page=2` from a list's parameters, leaving out the empty ones (so they share a cache). */
export function listQuery(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
