import { withOverlays } from "../../../lib/overlays.ts";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { claimOfflineReward } from "../api/heartbeat.ts";

/** 离线奖励: offers the growth points of `minutes` away; 领取 claims them once. */
export function offerOfflineReward(minutes: number): void {
  withOverlays(({ Dialog }) => {
    void Dialog.confirm({
      title: accountMessages.offlineRewardTitle,
      content: accountMessages.offlineRewardBody(minutes),
      confirmText: accountMessages.offlineRewardClaim,
      cancelText: accountMessages.later,
      onConfirm: async () => {
        try {
          const reward = await claimOfflineReward();
          showToast(accountMessages.offlineRewardGot(reward.points));
        } catch {
          // the request helper has shown why (e.g. already claimed)
        }
      },
    });
  });
}
