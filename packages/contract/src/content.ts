import { z } from "zod";
import { pagingParams, rowIdSchema } from "./params.ts";

/**
 * Site content calls (issue 10): banners, notices, articles, dialogs, help, mail, home info.
 * Paths under /api; (T) token required, (T?) token optional (visitors get the public variant).
 * Content bodies are plain text: paragraphs separated by "\n", never HTML, so nothing needs sanitising.
 * Links follow SPEC 2.2: "/path" in-app, "launch|company|gameCode", "DOWNLOAD", or an https URL.
 */

/** Where a banner shows; each position has its own update time (SPEC 3 banner update times). */
export const bannerPositions = ["home", "recharge", "mine", "withdraw"] as const;
export type BannerPosition = (typeof bannerPositions)[number];

/** GET sitemsg/getBannerList (T?): `position` defaults to home. */
export const bannerListParams = z.object({ position: z.enum(bannerPositions).default("home") });
export interface Banner {
  id: number;
  title: string;
  /** Image URL (site-relative or https). */
  image: string;
  link: string;
}
export interface BannerListModels {
  list: Banner[];
  /** Latest change of this position's banners; the client re-shows pop-ups only when it moves. */
  updatedAt: string;
}

/** GET SiteMsg/GetIndexNotic (T?): the scrolling notice bar, newest first. */
export interface NoticeBrief {
  id: number;
  title: string;
  publishedAt: string;
}
export interface IndexNoticeModels {
  list: NoticeBrief[];
}

/** GET SiteMsg/GetNoticeDetail (T?) ?noticeId= */
export const noticeDetailParams = z.object({ noticeId: rowIdSchema });
export interface NoticeDetail extends NoticeBrief {
  content: string;
}

/** Article categories: the home Activity and News tabs, plus 玩法技巧 guides. */
export const articleCategories = ["activity", "news", "guide"] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** GET SiteMsg/GetAricleList (T?): paged; optional category and keyword (title or summary). */
export const articleListParams = pagingParams.extend({
  category: z.enum(articleCategories).optional(),
  keyword: z.string().max(30).optional(),
});
export interface ArticleBrief {
  id: number;
  category: ArticleCategory;
  title: string;
  summary: string;
  cover: string;
  /** Where the article leads (SPEC 2.2) besides its own page; empty when none. */
  link: string;
  publishedAt: string;
  /** Activities only: the last day, or null when open-ended. */
  endsAt: string | null;
}

/** GET sitemsg/getaricledetail (T?) ?id= */
export const articleDetailParams = z.object({ id: rowIdSchema });
export interface ArticleDetail extends ArticleBrief {
  content: string;
}

/** GET SiteMsg/DialogList (T?): pop-ups for visitors, or for players when a token is sent. */
export interface Dialog {
  id: number;
  title: string;
  content: string;
  image: string;
  link: string;
}
export interface DialogListModels {
  list: Dialog[];
  /** The client shows the dialogs once per distinct updatedAt. */
  updatedAt: string;
}

/** A home menu entry (SPEC 2.1 code) as the server configures it. */
export interface HomeMenu {
  code: string;
  name: string;
  /** Icon key the client knows how to draw. */
  icon: string;
}

/** GET sitemsg/GetHomePageInfo (T?): menus, tabs and counters of the home page. */
export interface HomePageInfoModels {
  menus: HomeMenu[];
  /** Game codes shown as 热门. */
  hotGames: string[];
  /** Unread mail for a player, 0 for visitors. */
  unreadMail: number;
}

/** One game of the player-facing list with its next draw (null when it has none scheduled). */
export interface HomeGame {
  code: string;
  name: string;
  /** Short selling line, e.g. 2元可中1000万. */
  slogan: string;
  hot: boolean;
  nextDraw: { issue: string; closeAt: string; drawAt: string } | null;
}

/** GET sitemsg/AppHomePageInfo (T?): the game list and each position's update times. */
export interface AppHomePageInfoModels {
  games: HomeGame[];
  bannerUpdatedAt: Record<BannerPosition, string>;
  dialogUpdatedAt: string;
  serverTime: string;
}

/** GET SystemConfig/QueryActivity_Setting (T?): switches and outside links the client needs. */
export interface ActivitySettingModels {
  /** Live-score page URL; empty = not configured (Bifen shows 敬请期待). */
  Menu_BF_Live: string;
  /** Customer-service QQ and WeChat for /qq. */
  kefuQQ: string;
  kefuWechat: string;
  /** App download links for /EDownload; empty when there is no native build. */
  androidUrl: string;
  iosUrl: string;
  /** Which activities are on. */
  checkIn: boolean;
  scratch: boolean;
  store: boolean;
  /** Host of the sports odds-data calls (Match/*, SJB*; ODDS_DATA_HOST); empty = the API server. */
  oddsDataHost?: string;
}

/** GET SiteMsg/HelpList (T?): help types with their topics; `keyword` searches titles and answers. */
export const helpListParams = z.object({ keyword: z.string().max(30).optional() });
export interface HelpTopicBrief {
  type: string;
  name: string;
  title: string;
}
export interface HelpType {
  type: string;
  title: string;
  topics: HelpTopicBrief[];
}
export interface HelpListModels {
  list: HelpType[];
}

/** GET SiteMsg/HelpDetail (T?) ?type=&name= */
export const helpDetailParams = z.object({
  type: z.string().regex(/^[a-z0-9-]{1,32}$/, { error: "帮助分类格式错误" }),
  name: z.string().regex(/^[a-z0-9-]{1,48}$/, { error: "帮助条目格式错误" }),
});
export interface HelpDetail extends HelpTopicBrief {
  content: string;
}

/** Mail kinds of /MsgCenter: bulletin (to everyone) and mail (to this player). */
export const mailKinds = ["bulletin", "mail"] as const;
export type MailKind = (typeof mailKinds)[number];

/** GET SiteMsg/MailList (T): paged, newest first. */
export const mailListParams = pagingParams.extend({ kind: z.enum(mailKinds).default("mail") });
export interface MailRow {
  id: number;
  kind: MailKind;
  title: string;
  content: string;
  sentAt: string;
  read: boolean;
}
export interface MailListModels {
  list: MailRow[];
  total: number;
  unread: Record<MailKind, number>;
}

/** POST SiteMsg/MailRead (T): marks one message (id) or, with all=1, every message of a kind read. */
export const mailReadParams = z.object({
  id: rowIdSchema.optional(),
  kind: z.enum(mailKinds).optional(),
  all: z.enum(["0", "1"]).optional(),
});
/** What MailRead answers: the unread counts after marking. */
export interface MailReadModels {
  unread: Record<MailKind, number>;
}

/** GET UserCenter/Favourites (T) and POST UserCenter/SetFavourites (T) `codes` = comma list. */
export const setFavouritesParams = z.object({
  codes: z.string().regex(/^([a-z0-9]{2,12}(,[a-z0-9]{2,12}){0,59})?$/, { error: "收藏的彩种格式错误" }),
});
export interface FavouritesModels {
  codes: string[];
}
