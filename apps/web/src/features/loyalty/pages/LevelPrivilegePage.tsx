import { LoadState } from "../../../components/LoadState.tsx";
import { formatYuan } from "../../../lib/money.ts";
import { messages } from "../../../messages/index.ts";
import { useLevelPrivileges, useMemberInfo } from "../api/loyalty.ts";
import { LoyaltyLayout } from "../components/LoyaltyLayout.tsx";

const columns = messages.loyaltyPrivilegeColumns;

/** /levelPrivilege 等级特权: the table generated from the operator's level settings. */
export default function LevelPrivilegePage() {
  const query = useLevelPrivileges();
  const current = useMemberInfo().data?.level;
  const list = query.data?.list ?? [];
  return (
    <LoyaltyLayout title={messages.loyaltyPrivilegeTitle}>
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        <table className="loyalty-table">
          <thead>
            <tr>
              {Object.values(columns).map((title) => (
                <th key={title}>{title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((level) => (
              <tr key={level.level} className={level.level === current ? "current" : undefined}>
                <td>{level.name}</td>
                <td>{level.minGrowth}</td>
                <td>{messages.loyaltyTimes(level.withdrawalsPerDay)}</td>
                <td>
                  {level.upgradeGiftPoints > 0
                    ? messages.loyaltyPointsUnit(level.upgradeGiftPoints)
                    : messages.loyaltyNone}
                </td>
                <td>
                  {level.birthdayPacket > 0
                    ? messages.loyaltyYuan(formatYuan(level.birthdayPacket))
                    : messages.loyaltyNone}
                </td>
                <td>{messages.loyaltyPercent(level.pointsPercent)}</td>
                <td>{messages.loyaltyDiscount(level.storeDiscountPercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </LoadState>
    </LoyaltyLayout>
  );
}
