import { z } from "zod";
import { yuanToFen } from "@lottery/rules";
import { integerParam, Msg, rowIdSchema, yuanAmountSchema } from "@lottery/contract";
import type { promotions } from "./tables.ts";

/** An ISO-8601 time with offset, as operators send it; null leaves that side of the window open. */
const optionalInstant = z.iso
  .datetime({ offset: true, error: "时间须为带时区的 ISO-8601 格式" })
  .transform((s) => new Date(s))
  .nullable()
  .default(null);

const common = {
  /** Replaces promotion `id` whole; without it a new one is created. */
  id: rowIdSchema.optional(),
  title: z.string().trim().min(1, { error: "标题不能为空" }).max(60, { error: "标题最多60字" }),
  description: z.string().trim().max(1000, { error: "说明最多1000字" }).default(""),
  startsAt: optionalInstant,
  endsAt: optionalInstant,
  sort: integerParam(0, 9999).default(0),
  enabled: z.boolean().default(true),
  /** Wagering a claimed bonus adds, in percent of it (1000 = wager it 10×). */
  turnoverPercent: integerParam(0, 100_000).default(0),
};

/** POST /admin/api/promotions: a whole promotion, terms by kind, money in yuan. */
export const promotionParams = z
  .discriminatedUnion(
    "kind",
    [
      z.object({
        ...common,
        kind: z.literal("first_recharge"),
        percent: integerParam(1, 1000),
        cap: yuanAmountSchema,
        minRecharge: yuanAmountSchema,
      }),
      z.object({ ...common, kind: z.literal("red_packet"), min: yuanAmountSchema, max: yuanAmountSchema }),
    ],
    { error: "活动类型须为 first_recharge 或 red_packet" },
  )
  .refine((p) => !p.startsAt || !p.endsAt || p.endsAt > p.startsAt, {
    error: Msg.promotionWindowOrder,
    path: ["endsAt"],
  })
  .refine((p) => p.kind !== "red_packet" || fenOf(p.min) <= fenOf(p.max), {
    error: Msg.promotionRangeOrder,
    path: ["min"],
  });
export type PromotionParams = z.output<typeof promotionParams>;

/** POST /admin/api/promotions/enabled. */
export const promotionEnabledParams = z.object({
  id: rowIdSchema,
  enabled: z.boolean(),
});

const fenOf = (yuan: string) => yuanToFen(yuan) as number;

/** The row values of a promotion (the other kind's terms null). */
export function promotionValues(params: PromotionParams): Omit<typeof promotions.$inferInsert, "id"> {
  const { id: _id, ...fields } = params;
  const none = { percent: null, capFen: null, minRechargeFen: null, minFen: null, maxFen: null };
  const base = {
    kind: fields.kind,
    title: fields.title,
    description: fields.description,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    sort: fields.sort,
    enabled: fields.enabled,
    turnoverPercent: fields.turnoverPercent,
  };
  return fields.kind === "first_recharge"
    ? {
        ...base,
        ...none,
        percent: fields.percent,
        capFen: fenOf(fields.cap),
        minRechargeFen: fenOf(fields.minRecharge),
      }
    : { ...base, ...none, minFen: fenOf(fields.min), maxFen: fenOf(fields.max) };
}
