import { Button, Dialog } from "antd-mobile";
import type { SaferBreak, SaferBreakPeriod } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { showToast } from "../../../lib/toast.ts";
import { saferMessages } from "../../../messages/safer.ts";
import { takeSaferBreak } from "../api/safer.ts";

const TIMEOUTS: SaferBreakPeriod[] = ["1d", "7d", "30d"];
const EXCLUSIONS: SaferBreakPeriod[] = ["6m", "1y", "2y", "3y", "5y"];

async function take(period: SaferBreakPeriod): Promise<void> {
  const name = saferMessages.saferBreakNames[period];
  if (!(await Dialog.confirm({ content: saferMessages.saferBreakConfirm(name) }))) return;
  try {
    await takeSaferBreak(period);
    showToast(saferMessages.saferBreakDone);
  } catch {
    // The request helper has shown the refusal.
  }
}

function Options(props: { label: string; periods: SaferBreakPeriod[] }) {
  return (
    <>
      <div className="safer-break-label">{props.label}</div>
      <div className="safer-break-options">
        {props.periods.map((period) => (
          <Button key={period} size="small" shape="rounded" onClick={() => void take(period)}>
            {saferMessages.saferBreakNames[period]}
          </Button>
        ))}
      </div>
    </>
  );
}

/** 暂停游戏: the running break, then time-out and self-exclusion choices (each confirmed first). */
export function BreakSection(props: { activeBreak: SaferBreak | null }) {
  const running = props.activeBreak;
  return (
    <section>
      <div className="safer-break-label">
        <b>{saferMessages.saferBreakTitle}</b>
      </div>
      <p className="safer-intro">{saferMessages.saferBreakIntro}</p>
      {running && (
        <div className="safer-break-notice" data-testid="safer-break">
          {saferMessages.saferOnBreak(running.kind, formatChinaDateTime(running.until))}
        </div>
      )}
      <Options label={saferMessages.saferTimeoutLabel} periods={TIMEOUTS} />
      <Options label={saferMessages.saferExclusionLabel} periods={EXCLUSIONS} />
    </section>
  );
}
