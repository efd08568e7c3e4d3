import { Button, Popup } from "antd-mobile";
import type { ReleaseDetail } from "@lottery/contract";
import { formatMoney } from "@lottery/rules";
import { CountField } from "../../../components/CountField.tsx";
import { followMessages } from "../../../messages/follow.ts";
import { useFollowSheet } from "../hooks/useFollowSheet.ts";

const f = followMessages.follow;

/**
 * 跟单: the follower's multiple (whole numbers) and the cost it charges, then the payment
 * confirmation and the follow; the follower's order is their own, placed at the current odds.
 */
export function FollowSheet(props: {
  release: ReleaseDetail;
  onClose(): void;
  onPlaced(orderId: string): void;
}) {
  const sheet = useFollowSheet(props.release, props.onPlaced);
  const cost = formatMoney(sheet.costFen);
  return (
    <Popup visible onMaskClick={props.onClose} onClose={props.onClose}>
      <div className="follow-sheet" data-testid="follow-sheet">
        <h3>{f.sheetTitle}</h3>
        <p>{f.sheetUnit(props.release.bets, formatMoney(sheet.unitFen))}</p>
        <CountField
          label={f.sheetMultiple}
          unit={f.multipleUnit}
          value={sheet.multiple}
          max={sheet.maxMultiple}
          onChange={sheet.setMultiple}
        />
        <p className="follow-cost" data-testid="follow-cost">
          {f.sheetCost(cost)}
        </p>
        <p className="follow-note">{f.sheetOdds}</p>
        <p className="follow-note">{f.commissionRule}</p>
        <Button block color="danger" loading={sheet.pending} onClick={() => void sheet.submit()}>
          {f.sheetSubmit(cost)}
        </Button>
      </div>
    </Popup>
  );
}
