import { Dialog } from "antd-mobile";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages/index.ts";
import { claimOfflineReward } from "../api/heartbeat.ts";

/** 离线奖励: offers the growth points of `minutes` away; 领取 claims them once. */
export function offerOfflineReward(minutes: number): void {
  void Dialog.confirm({
    title: messages.offlineRewardTitle,
    content: messages.offlineRewardBody(minutes),
    confirmText: messages.offlineRewardClaim,
    cancelText: messages.later,
    onConfirm: async () => {
      try {
        const reward = await claimOfflineReward();
        showToast(messages.offlineRewardGot(reward.points));
      } catch {
        // the request helper has shown why (e.g. already claimed)
      }
    },
  });
}
