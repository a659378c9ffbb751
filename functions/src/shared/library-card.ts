/**
 * Library card numbers (issue 29): 14 digits, the form library systems print on a card's barcode:
 * 2 (a member, not an item), the library's code, 8 random digits and a Luhn check digit, so a
 * mistyped or misread number is refused before anything is looked up. Random rather than
 * sequential: one's own number says nothing about anyone else's.
 */
export const CARD_PREFIX = '29417';
export const CARD_LENGTH = 14;

/** The Luhn check digit of `digits` (the number without its last digit). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A card number from 8 random digits. */
export function cardNumberOf(random8: string): string {
  const body = CARD_PREFIX + random8.padStart(8, '0').slice(-8);
  return body + luhnCheckDigit(body);
}

/** Whether `text` is a well-formed card number (length, prefix, check digit). */
export function isCardNumber(text: string): boolean {
  return (
    text.length === CARD_LENGTH &&
    /^\d+$/.test(text) &&
    text.startsWith(CARD_PREFIX) &&
    luhnCheckDigit(text.slice(0, -1)) === Number(text.at(-1))
  );
}

/** What a receipt or a staff screen shows of a card: its last 4 digits. */
export const cardLastFour = (number: string) => number.slice(-4);
