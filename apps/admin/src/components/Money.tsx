import { Typography } from "antd";
import { formatYuan } from "../lib/money.ts";

/** An amount in yuan: thousands separators, 2 decimals, tabular digits; red when negative if `signed`. */
export function Money({ yuan, signed = false }: { yuan: number | null | undefined; signed?: boolean }) {
  const text = formatYuan(yuan);
  const type =
    signed && typeof yuan === "number" ? (yuan < 0 ? "danger" : yuan > 0 ? "success" : undefined) : undefined;
  return (
    <Typography.Text type={type} className="money">
      {text}
    </Typography.Text>
  );
}
