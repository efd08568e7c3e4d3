import { LoadState } from "../../../components/LoadState.tsx";
import { formatYuan } from "../../../lib/money.ts";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import { useLevelPrivileges, useMemberInfo } from "../api/loyalty.ts";
import { LoyaltyLayout } from "../components/LoyaltyLayout.tsx";

const columns = loyaltyMessages.loyaltyPrivilegeColumns;

/** /levelPrivilege 等级特权: the table generated from the operator's level settings. */
export default function LevelPrivilegePage() {
  const query = useLevelPrivileges();
  const current = useMemberInfo().data?.level;
  const list = query.data?.list ?? [];
  return (
    <LoyaltyLayout title={loyaltyMessages.loyaltyPrivilegeTitle}>
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
                <td>{loyaltyMessages.loyaltyTimes(level.withdrawalsPerDay)}</td>
                <td>
                  {level.upgradeGiftPoints > 0
                    ? loyaltyMessages.loyaltyPointsUnit(level.upgradeGiftPoints)
                    : loyaltyMessages.loyaltyNone}
                </td>
                <td>
                  {level.birthdayPacket > 0
                    ? loyaltyMessages.loyaltyYuan(formatYuan(level.birthdayPacket))
                    : loyaltyMessages.loyaltyNone}
                </td>
                <td>{loyaltyMessages.loyaltyPercent(level.pointsPercent)}</td>
                <td>{loyaltyMessages.loyaltyDiscount(level.storeDiscountPercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </LoadState>
    </LoyaltyLayout>
  );
}
