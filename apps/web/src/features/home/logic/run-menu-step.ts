import { HomeTab, setHomeTab } from "../../../lib/home-tab.ts";
import { openKefu } from "../../../lib/kefu.ts";
import { navigateTo } from "../../../lib/navigation.ts";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { checkForUpdate, fixNetwork } from "./app-refresh.ts";
import { setContentTab } from "./content-tab.ts";
import type { MenuStep } from "./menu-actions.ts";

/** Carries out a menu step. */
export function runMenuStep(step: MenuStep): void {
  switch (step.kind) {
    case "navigate":
      navigateTo(step.to, step.state ? { state: step.state } : undefined);
      return;
    case "toast":
      showToast(step.text);
      return;
    case "homeTab":
      setContentTab(step.tab);
      setHomeTab(HomeTab.HOME);
      navigateTo(paths.home);
      return;
    case "checkUpdate":
      void checkForUpdate();
      return;
    case "fixNetwork":
      void fixNetwork();
      return;
    case "kefu":
      void openKefu();
  }
}
