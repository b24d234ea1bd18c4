import { certificateName } from '@studyhub/contract/quiz';

/**
 * Checks the name to print, with the server's own rule and words (decision 6: 2 to 80
 * characters of letters of any script, spaces, dots, hyphens and apostrophes; spaces tidied).
 */
export function checkCertificateName(
  value: string,
): { ok: true; name: string } | { ok: false; message: string } {
  const parsed = certificateName.safeParse(value);
  if (parsed.success) return { ok: true, name: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter your name.' };
}
