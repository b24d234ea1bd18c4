import { issueCertificateBody } from '@studyhub/contract/quiz';

/**
 * Checks the name to print, with the server's own rule and words (decision 6: 2 to 80
 * characters, surrounding spaces ignored).
 */
export function checkCertificateName(
  value: string,
): { ok: true; name: string } | { ok: false; message: string } {
  const parsed = issueCertificateBody.shape.name.safeParse(value);
  if (parsed.success) return { ok: true, name: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter your name.' };
}
