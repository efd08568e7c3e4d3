import type { MemberInfoModels } from "@lottery/contract";
import { useNavigate } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { growthPercent } from "../../../lib/api/member-info.ts";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import { useMemberInfo } from "../api/loyalty.ts";
import { LoyaltyLayout } from "../components/LoyaltyLayout.tsx";
import { TaskList } from "../components/TaskList.tsx";

function MemberCard({ info }: { info: MemberInfoModels }) {
  const next = info.next;
  const percent = growthPercent(info);
  return (
    <div className="loyalty-card">
      <div className="loyalty-card-level">{info.levelName}</div>
      <div className="loyalty-card-row">
        <span>{`${loyaltyMessages.loyaltyGrowth} ${info.growth}`}</span>
        <span>{loyaltyMessages.loyaltyCycle(info.cycleEnd)}</span>
      </div>
      <div className="loyalty-progress">
        <div style={{ width: `${percent}%` }} />
      </div>
      <div className="loyalty-card-row">
        <span>
          {next
            ? loyaltyMessages.loyaltyToNext(next.name, next.minGrowth - info.growth)
            : loyaltyMessages.loyaltyTopLevel}
        </span>
      </div>
      <div className="loyalty-card-row">
        <span>{`${loyaltyMessages.loyaltyPoints} ${info.points}`}</span>
        <span>{`${loyaltyMessages.loyaltyCredit} ${formatYuan(info.credit)}`}</span>
      </div>
    </div>
  );
}

const MENU = [
  ["privilege", paths.levelPrivilege],
  ["grow", paths.grow],
  ["honor", paths.honorGift],
  ["checkin", paths.checkInCalendar],
  ["store", paths.store],
  ["bag", paths.myBag],
] as const;

/** /memberCenter 会员中心: the member card, notices and the loyalty menu. */
export default function MemberCenterPage() {
  const query = useMemberInfo();
  const navigate = useNavigate();
  const info = query.data;
  return (
    <LoyaltyLayout title={loyaltyMessages.loyaltyMemberTitle}>
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {info && <MemberCard info={info} />}
        {info?.pointsExpiry.notice && (
          <div className="loyalty-note">{loyaltyMessages.loyaltyExpiryNotice(info.pointsExpiry.date)}</div>
        )}
        {info && info.giftsClaimable.length > 0 && (
          <div className="loyalty-note">
            {loyaltyMessages.loyaltyGiftsWaiting(info.giftsClaimable.length)}
          </div>
        )}
        <div className="loyalty-note">{loyaltyMessages.loyaltyCreditNote}</div>
        <div className="loyalty-menu">
          {MENU.map(([key, path]) => (
            <button key={key} type="button" onClick={() => navigate(path)}>
              {loyaltyMessages.loyaltyMenu[key]}
            </button>
          ))}
        </div>
        <TaskList />
      </LoadState>
    </LoyaltyLayout>
  );
}
