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
