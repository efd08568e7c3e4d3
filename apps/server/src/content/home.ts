import {
  bannerPositions,
  type AppHomePageInfoModels,
  type BannerListModels,
  type BannerPosition,
  type DialogListModels,
  type HomeGame,
  type HomePageInfoModels,
} from "@lottery/contract";
import { nextDraw } from "@lottery/rules";
import { chinaTimeIso } from "../domain/china-time.ts";
import { isActive, lastChange } from "./changes.ts";
import { bannerScope, dialogScope } from "./kinds.ts";
import { LISTED_GAMES } from "./slogans.ts";
import type { CachedRead } from "../events/cached-read.ts";
import type { ContentCache, ContentSnapshot } from "./snapshot.ts";

/** Who a dialog is for: visitors see guest and all, players see player and all. */
export type Reader = "guest" | "player";

function bannerView(snapshot: ContentSnapshot, position: BannerPosition, now: Date) {
  const rows = snapshot.banners.filter((b) => b.position === position);
  return {
    list: rows.filter((b) => isActive(b, now)),
    updatedAt: lastChange(snapshot.changes, [bannerScope(position)], rows, now),
  };
}

function dialogView(snapshot: ContentSnapshot, reader: Reader, now: Date) {
  const rows = snapshot.dialogs.filter((d) => d.audience === "all" || d.audience === reader);
  return {
    list: rows.filter((d) => isActive(d, now)),
    updatedAt: lastChange(snapshot.changes, [dialogScope("all"), dialogScope(reader)], rows, now),
  };
}

/** GET sitemsg/getBannerList: the position's banners showing now, by sort. */
export function bannerList(snapshot: ContentSnapshot, position: BannerPosition, now: Date): BannerListModels {
  const view = bannerView(snapshot, position, now);
  return {
    list: view.list.map(({ id, title, image, link }) => ({ id, title, image, link })),
    updatedAt: chinaTimeIso(view.updatedAt),
  };
}

/** GET SiteMsg/DialogList: the reader's dialogs showing now. */
export function dialogList(snapshot: ContentSnapshot, reader: Reader, now: Date): DialogListModels {
  const view = dialogView(snapshot, reader, now);
  return {
    list: view.list.map(({ id, title, content, image, link }) => ({ id, title, content, image, link })),
    updatedAt: chinaTimeIso(view.updatedAt),
  };
}

/** GET sitemsg/GetHomePageInfo. */
export function homePageInfo(snapshot: ContentSnapshot, unreadMail: number): HomePageInfoModels {
  return { menus: snapshot.settings.menus, hotGames: snapshot.settings.hotGames, unreadMail };
}

/** Every listed game with its next draw as of `now` (the same until the first of those closes). */
export function homeGames(snapshot: ContentSnapshot, now: Date): HomeGame[] {
  const hot = new Set(snapshot.settings.hotGames);
  return LISTED_GAMES.map((game) => {
    const draw = nextDraw(game.code, now);
    return {
      ...game,
      hot: hot.has(game.code),
      nextDraw: draw && {
        issue: draw.issue,
        closeAt: chinaTimeIso(draw.closeAt),
        drawAt: chinaTimeIso(draw.drawAt),
      },
    };
  });
}

/**
 * The home game list in the read cache: hot games change with content (`changed:content`), each next
 * draw at its close, so the list is kept until the first of those closes.
 */
export const homeGamesRead = (cache: ContentCache): CachedRead<void, HomeGame[]> => ({
  name: "content.homeGames",
  clearOn: ["changed:content"],
  key: () => "",
  expiresAt: (games) =>
    Math.min(...games.map((g) => (g.nextDraw ? Date.parse(g.nextDraw.closeAt) : Infinity))),
  // A timed read: the cache always gives its load the request's time.
  load: async (_params, now) => homeGames(await cache.snapshot(), now as Date),
});

/** GET sitemsg/AppHomePageInfo: every listed game with its next draw, and the update times. */
export function appHomePageInfo(
  snapshot: ContentSnapshot,
  games: HomeGame[],
  reader: Reader,
  now: Date,
): AppHomePageInfoModels {
  const bannerUpdatedAt = Object.fromEntries(
    bannerPositions.map((p) => [p, chinaTimeIso(bannerView(snapshot, p, now).updatedAt)]),
  ) as Record<BannerPosition, string>;
  return {
    games,
    bannerUpdatedAt,
    dialogUpdatedAt: chinaTimeIso(dialogView(snapshot, reader, now).updatedAt),
    serverTime: chinaTimeIso(now),
  };
}
