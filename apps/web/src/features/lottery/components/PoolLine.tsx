import { formatBigYuan } from "../../../lib/money.ts";
import { pickerMessages } from "../../../messages/picker.ts";
import "./picker-info.css";

/** 奖池 of a pool game (SSQ, DLT …) as announced with its newest draw; nothing when none is. */
export function PoolLine({ pool }: { pool: number | null | undefined }) {
  const m = pickerMessages.pickerInfo;
  if (pool === null || pool === undefined) return null;
  return (
    <p className="pool-line" data-testid="pool-line">
      {m.pool}
      <strong>{formatBigYuan(pool, m.bigUnits)}</strong>
    </p>
  );
}
