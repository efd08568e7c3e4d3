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
import type { ContentSnapshot } from "./snapshot.ts";

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

/** GET sitemsg/AppHomePageInfo: every listed game with its next draw, and the update times. */
export function appHomePageInfo(snapshot: ContentSnapshot, reader: Reader, now: Date): AppHomePageInfoModels {
  const hot = new Set(snapshot.settings.hotGames);
  const games: HomeGame[] = LISTED_GAMES.map((game) => {
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
