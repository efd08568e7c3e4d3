import type { Permission } from "@lottery/contract";
import { appMessages } from "./messages.ts";
import { paths } from "./paths.ts";

type AreaKey = keyof typeof appMessages.areas;
type PageKey = keyof typeof appMessages.pages;

/** One page in the side menu, with the permission the server asks for its calls. */
export interface MenuPage {
  path: string;
  label: string;
  permission: Permission;
}

export interface MenuArea {
  key: AreaKey;
  label: string;
  pages: MenuPage[];
}

const page = (key: PageKey, permission: Permission): MenuPage => ({
  path: paths[key] as string,
  label: appMessages.pages[key],
  permission,
});
const area = (key: AreaKey, pages: MenuPage[]): MenuArea => ({ key, label: appMessages.areas[key], pages });

/** The side menu by area; permissions follow CONSOLE-API.md (the server checks every call anyway). */
export const MENU: readonly MenuArea[] = [
  area("dashboard", [page("dashboard", "dashboard")]),
  area("players", [page("players", "players.read"), page("agents", "risk"), page("agentRebates", "risk")]),
  area("finance", [
    page("withdrawals", "finance"),
    page("recharges", "finance"),
    page("reconciliation", "finance"),
    page("rechargeChannels", "finance"),
    page("ledger", "finance"),
  ]),
  area("lottery", [
    page("lotteryIssues", "risk"),
    page("lotteryCloseTimes", "risk"),
    page("lotteryLimits", "risk"),
    page("togetherSchemes", "risk"),
    page("scratchBatches", "risk"),
  ]),
  area("sports", [
    page("sportsMatches", "risk"),
    page("sportsPoolPrizes", "risk"),
    page("sportsSettings", "risk"),
    page("ssjcMatches", "risk"),
    page("ssjcEvents", "risk"),
    page("outright", "risk"),
    page("followReleases", "risk"),
    page("followRules", "risk"),
  ]),
  area("content", [
    page("banners", "content"),
    page("notices", "content"),
    page("articles", "content"),
    page("dialogs", "content"),
    page("help", "content"),
    page("mail", "content"),
    page("communityComments", "content"),
    page("communityWords", "content"),
    page("communityBans", "content"),
  ]),
  area("settings", [
    page("promotions", "finance"),
    page("yuebao", "finance"),
    page("withdrawalSettings", "finance"),
    page("gameCompanies", "finance"),
    page("gameCatalogue", "finance"),
    page("maintenance", "system"),
  ]),
  area("service", [page("kefu", "support")]),
  area("loyalty", [
    page("loyaltySettings", "finance"),
    page("loyaltyProducts", "finance"),
    page("loyaltyGrants", "finance"),
  ]),
  area("system", [page("operators", "operators"), page("audit", "audit")]),
];

/** Whether an operator holding `permissions` may use a page (undefined: not known yet, so shown). */
export function canUse(permission: Permission, permissions: readonly Permission[] | undefined): boolean {
  return permissions === undefined || permissions.includes(permission);
}

/** The menu an operator sees: pages their role cannot use are hidden, and areas left empty too. */
export function visibleMenu(
  permissions: readonly Permission[] | undefined,
  menu: readonly MenuArea[] = MENU,
): MenuArea[] {
  return menu
    .map((a) => ({ ...a, pages: a.pages.filter((p) => canUse(p.permission, permissions)) }))
    .filter((a) => a.pages.length > 0);
}

/** Where an operator lands after login: the first page their role can use. */
export function homePath(permissions: readonly Permission[] | undefined): string | null {
  return visibleMenu(permissions)[0]?.pages[0]?.path ?? null;
}

/** The permission a console path needs (the longest menu path it starts with), or null for none. */
export function permissionOf(pathname: string): Permission | null {
  let best: MenuPage | null = null;
  for (const p of MENU.flatMap((a) => a.pages)) {
    const matches = pathname === p.path || pathname.startsWith(`${p.path}/`);
    if (matches && (!best || p.path.length > best.path.length)) best = p;
  }
  return best?.permission ?? null;
}
