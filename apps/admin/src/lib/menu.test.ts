import type { Permission } from "@lottery/contract";
import { describe, expect, it } from "vitest";
import { canUse, homePath, MENU, permissionOf, visibleMenu } from "./menu.ts";
import { paths } from "./paths.ts";

const pagesOf = (permissions?: Permission[]) =>
  visibleMenu(permissions).flatMap((a) => a.pages.map((p) => p.path));

describe("permission menu", () => {
  it("shows every page when the server has no roles", () => {
    expect(pagesOf(undefined)).toHaveLength(MENU.flatMap((a) => a.pages).length);
  });

  it("shows a content operator only the content area", () => {
    const areas = visibleMenu(["content"]);
    expect(areas.map((a) => a.key)).toEqual(["content"]);
    expect(pagesOf(["content"])).not.toContain(paths.withdrawals);
    expect(homePath(["content"])).toBe(paths.banners);
  });

  it("shows finance the dashboard, players and the money pages, not lottery or operators", () => {
    const pages = pagesOf(["dashboard", "players.read", "finance"]);
    expect(pages).toContain(paths.withdrawals);
    expect(pages).toContain(paths.players);
    expect(pages).not.toContain(paths.lotteryIssues);
    expect(pages).not.toContain(paths.operators);
    expect(homePath(["dashboard", "players.read", "finance"])).toBe(paths.dashboard);
  });

  it("drops areas left empty and gives no home page to a role without pages", () => {
    expect(visibleMenu([])).toEqual([]);
    expect(homePath([])).toBeNull();
  });

  it("finds the permission of a page and of its sub-pages", () => {
    expect(permissionOf(paths.withdrawals)).toBe("finance");
    expect(permissionOf(paths.player(100001))).toBe("players.read");
    expect(permissionOf("/nowhere")).toBeNull();
    expect(canUse("finance", ["content"])).toBe(false);
  });
});
