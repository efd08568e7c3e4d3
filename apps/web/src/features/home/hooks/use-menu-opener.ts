import { useCallback } from "react";
import { useActivitySetting } from "../../../lib/api/activity-setting.ts";
import { isLoggedIn, useSession } from "../../../lib/session.ts";
import { menuEntry, menuStep } from "../logic/menu-actions.ts";

// What a step does (customer service, the app refresh, native calls) loads at the first tap rather
// than with the home's first screen (issue 21).
const loadRunner = () => import("../logic/run-menu-step.ts");

/** Opens a home menu entry by its code, with the player's login, permission and the settings. */
export function useMenuOpener(): (code: string) => void {
  const session = useSession();
  const settings = useActivitySetting().data;
  return useCallback(
    (code: string) => {
      const entry = menuEntry(code);
      if (!entry) return;
      const step = menuStep(entry.action, {
        loggedIn: isLoggedIn(session),
        transferPermitted: session.userInfo?.GameTransferPermission === true,
        liveScoresUrl: settings?.Menu_BF_Live ?? "",
      });
      void loadRunner().then(({ runMenuStep }) => runMenuStep(step));
    },
    [session, settings],
  );
}
