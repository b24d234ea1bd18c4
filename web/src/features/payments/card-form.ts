export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvv: string;
  nameOnCard: string;
}

export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

/** The card number's digits, without the spaces people type between the groups. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/**
 * Checks the sandbox checkout's card form in plain words, as a real checkout would, before the
 * card goes to the provider. `now` decides whether the card has expired.
 */
export function checkCard(form: CardForm, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};

  const digits = cardDigits(form.cardNumber);
  if (!digits) errors.cardNumber = 'Enter the card number.';
  else if (!/^\d{12,19}$/.test(digits)) {
    errors.cardNumber = 'A card number has 12 to 19 digits. Check it and try again.';
  }

  const expiry = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(form.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!form.expiry.trim()) errors.expiry = 'Enter the expiry date as MM/YY, for example 08/29.';
  else if (!expiry || month < 1 || month > 12) {
    errors.expiry = 'Write the expiry date as MM/YY, for example 08/29.';
  } else if (new Date(year, month, 1) <= now) {
    // A card is valid to the last day of its expiry month.
    errors.expiry = 'This card has expired. Use a card with a later expiry date.';
  }

  if (!form.cvv.trim()) errors.cvv = 'Enter the CVV, the 3 or 4 digits on the back of the card.';
  else if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = 'The CVV is 3 or 4 digits.';

  if (!form.nameOnCard.trim()) errors.nameOnCard = 'Enter the name printed on the card.';

  return errors;
}
