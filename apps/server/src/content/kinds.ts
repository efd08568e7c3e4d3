import { asc, desc, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { BannerPosition } from "@lottery/contract";
import {
  articleFields,
  bannerFields,
  dialogFields,
  helpFields,
  noticeFields,
  type DialogAudience,
} from "./schemas.ts";
import { articles, banners, dialogs, helpTopics, notices } from "./tables.ts";

/** The change scope of one banner position / one dialog audience (see changes.ts). */
export const bannerScope = (position: BannerPosition) => `banners:${position}`;
export const dialogScope = (audience: DialogAudience) => `dialogs:${audience}`;

export type ContentTable =
  typeof banners | typeof notices | typeof articles | typeof helpTopics | typeof dialogs;

/** One operator-managed kind of content: its table, what may be written and how it is listed. */
export interface ContentKind<T extends ContentTable = ContentTable> {
  /** Path segment under /admin/api/content and the kind's own change scope. */
  name: string;
  /** What the Chinese refusals call one item. */
  label: string;
  table: T;
  fields: z.ZodType<Partial<T["$inferInsert"]>>;
  order: SQL[];
  /** Change scopes a row belongs to besides the kind's own. */
  scopes(row: T["$inferSelect"]): string[];
}

const kind = <T extends ContentTable>(def: ContentKind<T>): ContentKind<T> => def;

/** The five kinds the generic operator calls manage. */
export const CONTENT_KINDS = [
  kind({
    name: "banners",
    label: "轮播图",
    table: banners,
    fields: bannerFields,
    order: [asc(banners.position), asc(banners.sort), asc(banners.id)],
    scopes: (row) => [bannerScope(row.position as BannerPosition)],
  }),
  kind({
    name: "notices",
    label: "公告",
    table: notices,
    fields: noticeFields,
    order: [desc(notices.pinned), desc(notices.publishedAt), desc(notices.id)],
    scopes: () => [],
  }),
  kind({
    name: "articles",
    label: "文章",
    table: articles,
    fields: articleFields,
    order: [desc(articles.publishedAt), desc(articles.id)],
    scopes: () => [],
  }),
  kind({
    name: "help",
    label: "帮助条目",
    table: helpTopics,
    fields: helpFields,
    order: [asc(helpTopics.sort), asc(helpTopics.id)],
    scopes: () => [],
  }),
  kind({
    name: "dialogs",
    label: "弹窗",
    table: dialogs,
    fields: dialogFields,
    order: [desc(dialogs.id)],
    scopes: (row) => [dialogScope(row.audience as DialogAudience)],
  }),
] as const;
