import { loadOverlays } from "../lib/overlays.ts";
import { homeMessages } from "../messages/home.ts";

/** 发现新版本: asks the player whether to update now (立即更新) or later (稍后); true for now. */
export async function askToUpdate(): Promise<boolean> {
  const { Dialog } = await loadOverlays();
  return Dialog.confirm({
    title: homeMessages.updateFoundTitle,
    content: homeMessages.updateFoundBody,
    confirmText: homeMessages.updateNow,
    cancelText: homeMessages.updateLater,
  });
}
