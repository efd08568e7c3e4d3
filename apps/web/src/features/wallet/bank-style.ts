/** Each bank's brand colour, for the card faces of /bankManagement (grey for a bank not listed). */
const BANK_COLORS: Readonly<Record<string, string>> = {
  ICBC: "#c7161e",
  CCB: "#0a4fa0",
  ABC: "#00866b",
  BOC: "#a71e32",
  BOCOM: "#1c3f94",
  CMB: "#d0111b",
  PSBC: "#007a4b",
  CIB: "#0b3f8f",
  SPDB: "#14417f",
  CITIC: "#c8102e",
  CMBC: "#0f7a6c",
  CEB: "#6b2a86",
  PAB: "#ea5b0c",
  HXB: "#d7161d",
  CGB: "#b5121b",
};

const FALLBACK_COLOR = "#5f6b7a";

export function bankColor(code: string): string {
  return BANK_COLORS[code] ?? FALLBACK_COLOR;
}

/** The card face: the bank's colour under a light-to-dark sheen. */
export function bankCardBackground(code: string): string {
  return `linear-gradient(135deg, rgba(255,255,255,0.18), rgba(0,0,0,0.22)), ${bankColor(code)}`;
}

/** The round badge on a card: the bank's first character (工 for 工商银行). */
export function bankBadge(bankName: string): string {
  return [...bankName][0] ?? "";
}
