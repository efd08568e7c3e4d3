import { formatMoney, yuanToFen } from "@lottery/rules";

/** Yuan from the API (a number, ≤ 2 decimals) for display: "12,345.67" (SPEC 9). */
export function formatYuan(yuan: number | null | undefined): string {
  const amount = yuanToFen(yuan ?? 0);
  return formatMoney(amount ?? 0);
}

/** Large yuan amounts as Chinese readers expect them: 18.52亿元, 3,560.00万元, else 12.00元. */
export function formatBigYuan(yuan: number, units: { yi: string; wan: string; yuan: string }): string {
  if (yuan >= 100_000_000) return `${formatYuan(Math.floor(yuan / 1_000_000) / 100)}${units.yi}`;
  if (yuan >= 10_000) return `${formatYuan(Math.floor(yuan / 100) / 100)}${units.wan}`;
  return `${formatYuan(yuan)}${units.yuan}`;
}
