import { Button, List } from "antd-mobile";
import { minuteLimitKinds, type SaferLimit, type SaferLimitKind } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { showToast } from "../../../lib/toast.ts";
import { saferMessages } from "../../../messages/safer.ts";
import { confirmSaferLimit } from "../api/safer.ts";

function valueText(kind: SaferLimitKind, value: number | null): string {
  if (value === null) return saferMessages.saferNoLimit;
  return minuteLimitKinds.includes(kind)
    ? saferMessages.saferMinutes(value)
    : saferMessages.saferYuan(formatYuan(value));
}

async function confirm(kind: SaferLimitKind): Promise<void> {
  try {
    await confirmSaferLimit(kind);
    showToast(saferMessages.saferConfirmed);
  } catch {
    // The request helper has shown the refusal.
  }
}

function description(limit: SaferLimit) {
  const pendingValue = valueText(limit.kind, limit.pendingValue);
  return (
    <>
      {limit.used !== null && <div>{saferMessages.saferUsed(formatYuan(limit.used))}</div>}
      {limit.pending && (
        <div>
          {limit.confirmable
            ? saferMessages.saferPendingReady(pendingValue)
            : saferMessages.saferPending(pendingValue, formatChinaDateTime(limit.pendingFrom))}
        </div>
      )}
    </>
  );
}

/** The player's limits, one row each; a row opens the edit popup, a due change shows 确认调整. */
export function LimitsList(props: { limits: SaferLimit[]; onEdit: (kind: SaferLimitKind) => void }) {
  return (
    <List header={saferMessages.saferLimitsTitle} mode="card">
      {props.limits.map((limit) => (
        <List.Item
          key={limit.kind}
          data-testid={`safer-limit-${limit.kind}`}
          description={description(limit)}
          extra={
            limit.confirmable ? (
              <Button size="mini" color="primary" onClick={() => void confirm(limit.kind)}>
                {saferMessages.saferConfirm}
              </Button>
            ) : (
              valueText(limit.kind, limit.value)
            )
          }
          onClick={() => props.onEdit(limit.kind)}
        >
          {saferMessages.saferLimitNames[limit.kind]}
        </List.Item>
      ))}
    </List>
  );
}
