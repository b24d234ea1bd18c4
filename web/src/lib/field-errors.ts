/** The first message for each field from a failed zod check, for showing under the fields. */
export function fieldErrors<Field extends string>(
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

/**
 * The first message for each field of a nested form, keyed by its dotted path
 * (`sections.0.paragraphs.1`): the same form the server names a refused field in.
 */
export function fieldErrorsByPath(
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
