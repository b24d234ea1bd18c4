import { donationLimits } from '@studyhub/contract/constants';

export const donationAmountMessage =
  'Please enter a donation of whole rupees from ₹1 to ₹5,00,000, for example 250.';

/**
 * Reads a custom donation typed into the prompt: whole rupees from ₹1 to ₹5,00,000 (decision 2).
 * A '₹', spaces and Indian or Western digit grouping ('1,00,000') are accepted.
 */
export function parseDonationAmount(
  input: string,
): { ok: true; rupees: number } | { ok: false; message: string } {
  const cleaned = input.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  const rupees = /^\d{1,7}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
  if (
    !Number.isInteger(rupees) ||
    rupees < donationLimits.minRupees ||
    rupees > donationLimits.maxRupees
  ) {
    return { ok: false, message: donationAmountMessage };
  }
  return { ok: true, rupees };
}
