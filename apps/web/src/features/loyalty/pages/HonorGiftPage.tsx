import { Button } from "antd-mobile";
import { useMutation } from "@tanstack/react-query";
import type { LevelPrivilege } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { queryClient } from "../../../lib/query-client.ts";
import { showToast } from "../../../lib/toast.ts";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import { claimHonorGift, loyaltyKey, useLevelPrivileges, useMemberInfo } from "../api/loyalty.ts";
import { LoyaltyLayout } from "../components/LoyaltyLayout.tsx";

function GiftState(props: {
  level: LevelPrivilege;
  reached: boolean;
  claimable: boolean;
  onClaim: () => void;
}) {
  if (props.level.upgradeGiftPoints <= 0) return <span>{loyaltyMessages.loyaltyGiftNone}</span>;
  if (props.claimable)
    return (
      <Button size="mini" color="danger" onClick={props.onClaim}>
        {loyaltyMessages.loyaltyClaimGift}
      </Button>
    );
  return (
    <span>{props.reached ? loyaltyMessages.loyaltyGiftClaimed : loyaltyMessages.loyaltyGiftLocked}</span>
  );
}

/** /honorGift 荣誉礼包: each level's upgrade gift in points, claimed once a level is reached. */
export default function HonorGiftPage() {
  const levels = useLevelPrivileges();
  const member = useMemberInfo();
  const claim = useMutation({
    mutationFn: (level: number) => claimHonorGift(level),
    onSuccess: (models) => {
      showToast(loyaltyMessages.loyaltyGiftDone(models.points));
      void queryClient.invalidateQueries({ queryKey: loyaltyKey });
    },
  });
  const info = member.data;
  return (
    <LoyaltyLayout title={loyaltyMessages.loyaltyHonorTitle}>
      <LoadState status={levels.status} onRetry={() => void levels.refetch()}>
        {(levels.data?.list ?? [])
          .filter((level) => level.level > 0)
          .map((level) => (
            <div key={level.level} className="loyalty-row">
              <div>
                <div>{level.name}</div>
                <div className="loyalty-row-sub">
                  {loyaltyMessages.loyaltyPointsUnit(level.upgradeGiftPoints)}
                </div>
              </div>
              <GiftState
                level={level}
                reached={(info?.level ?? 0) >= level.level}
                claimable={info?.giftsClaimable.includes(level.level) ?? false}
                onClaim={() => claim.mutate(level.level)}
              />
            </div>
          ))}
      </LoadState>
    </LoyaltyLayout>
  );
}
