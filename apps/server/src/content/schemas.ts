import { z } from "zod";
import { articleCategories, bannerPositions } from "@lottery/contract";

/**
 * What operators may write: one zod schema per content kind (the whole record; saving an existing
 * id replaces it). Links follow SPEC 2.2; images are site-relative paths or https URLs.
 */

// Site paths never start with "//" (that would be another host).
const LINK_PATTERN = /^(|DOWNLOAD|\/(?!\/)[\w\-./?=&%#]*|launch\|\w+\|\w+|https:\/\/[^\s<>"]+)$/;
const ASSET_URL_PATTERN = /^(\/(?!\/)[\w\-./]+|https:\/\/[^\s<>"]+)$/;

export const linkSchema = z
  .string()
  .max(300)
  .regex(LINK_PATTERN, { error: "链接须为站内路径、launch|公司|游戏、DOWNLOAD 或 https 地址" });
/** An image or a file: a site-relative path or an https URL. */
export const assetUrlSchema = z
  .string()
  .max(300)
  .regex(ASSET_URL_PATTERN, { error: "须为站内路径或 https 地址" });

const title = z.string().trim().min(1, { error: "标题不能为空" }).max(60, { error: "标题最多60字" });
const body = z.string().trim().min(1, { error: "内容不能为空" }).max(20000, { error: "内容过长" });
/** An ISO-8601 time with offset, as operators send it; null clears it. */
const instant = z.iso
  .datetime({ offset: true, error: "时间须为带时区的 ISO-8601 格式" })
  .transform((s) => new Date(s));
const optionalInstant = instant.nullable().default(null);
const slug = (max: number) =>
  z.string().regex(new RegExp(`^[a-z0-9-]{1,${max}}$`), { error: "只能使用小写字母、数字和连字符" });

/** Refuses windows that end before they start. */
function windowInOrder(value: { startsAt: Date | null; endsAt: Date | null }): boolean {
  return !value.startsAt || !value.endsAt || value.endsAt > value.startsAt;
}
const windowError = { error: "结束时间须晚于开始时间", path: ["endsAt"] };

export const bannerFields = z
  .object({
    position: z.enum(bannerPositions),
    title,
    image: assetUrlSchema,
    link: linkSchema.default(""),
    sort: z.number().int().min(0).max(9999).default(0),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    enabled: z.boolean().default(true),
  })
  .refine(windowInOrder, windowError);

export const noticeFields = z.object({
  title,
  content: body,
  publishedAt: instant.optional(),
  pinned: z.boolean().default(false),
  enabled: z.boolean().default(true),
});

export const articleFields = z.object({
  category: z.enum(articleCategories),
  title,
  summary: z.string().trim().max(200).default(""),
  cover: z.union([z.literal(""), assetUrlSchema]).default(""),
  content: body,
  link: linkSchema.default(""),
  publishedAt: instant.optional(),
  endsAt: optionalInstant,
  enabled: z.boolean().default(true),
});

export const helpFields = z.object({
  type: slug(32),
  typeTitle: z.string().trim().min(1).max(20),
  name: slug(48),
  title,
  content: body,
  sort: z.number().int().min(0).max(9999).default(0),
});

export const dialogAudiences = ["all", "guest", "player"] as const;
export type DialogAudience = (typeof dialogAudiences)[number];

export const dialogFields = z
  .object({
    title,
    content: body,
    image: z.union([z.literal(""), assetUrlSchema]).default(""),
    link: linkSchema.default(""),
    audience: z.enum(dialogAudiences).default("all"),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    enabled: z.boolean().default(true),
  })
  .refine(windowInOrder, windowError);
