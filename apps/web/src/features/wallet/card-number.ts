/** Card numbers as the /addBank input shows them. */

const MAX_CARD_DIGITS = 19;

/** The digits of what was typed or pasted (spaces, dashes dropped), at most 19. */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, "").slice(0, MAX_CARD_DIGITS);
}

/** 6222021234567890123 → 6222 0212 3456 7890 123: groups of four, as printed on the card. */
export function groupInFours(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The longest grouped text: 19 digits and their 4 spaces. */
export const GROUPED_MAX_LENGTH = MAX_CARD_DIGITS + Math.floor((MAX_CARD_DIGITS - 1) / 4);
