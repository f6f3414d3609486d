/** The test provider's card form: digits grouped as on the card, the expiry as MM/YY, as people type them. */

export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const digitsOnly = (input: string, max: number) => input.replace(/\D/g, '').slice(0, max);

/** What is missing or malformed in a card form, as i18n keys per field; empty when it may be sent. */
export function cardFormErrors(card: { number: string; expiry: string; cvc: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  const number = card.number.replace(/\D/g, '');
  if (number.length < 12) errors.number = 'checkout.test.errors.cardNumber';
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry);
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = 'checkout.test.errors.expiry';
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = 'checkout.test.errors.cvc';
  return errors;
}

export const isBlikCode = (code: string) => /^\d{6}$/.test(code);
