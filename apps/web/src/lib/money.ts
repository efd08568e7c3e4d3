import { formatMoney, yuanToFen } from "@lottery/rules";

/** Yuan from the API (a number, ≤ 2 decimals) for display: "12,345.67" (SPEC 9). */
export function formatYuan(yuan: number | null | undefined): string {
  const amount = yuanToFen(yuan ?? 0);
  return formatMoney(amount ?? 0);
}
