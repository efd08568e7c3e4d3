import { z } from "zod";
import {
  integerParam,
  moneyRequestIdSchema,
  productKinds,
  rowIdSchema,
  yuanAmountSchema,
} from "@lottery/contract";

/** POST /admin/api/loyalty/products: a whole product; a red packet has `value` (yuan), a card none. */
export const productParams = z
  .object({
    id: rowIdSchema.optional(),
    kind: z.enum(productKinds, { error: "商品类型须为 red_packet 或 makeup_card" }),
    name: z.string().trim().min(1, { error: "名称不能为空" }).max(40, { error: "名称最多40字" }),
    description: z.string().trim().max(200, { error: "说明最多200字" }).default(""),
    pricePoints: integerParam(1, 10_000_000),
    value: yuanAmountSchema.optional(),
    validDays: integerParam(1, 3650).default(30),
    dailyStock: integerParam(0, 1_000_000).nullable().default(null),
    enabled: z.boolean().default(true),
    sort: integerParam(0, 9999).default(0),
  })
  .refine((p) => (p.kind === "red_packet") === (p.value !== undefined), {
    error: "红包须填写面额，补签卡不填",
    path: ["value"],
  });
export type ProductParams = z.output<typeof productParams>;

/** POST /admin/api/loyalty/grant: points (±), growth, a red packet (whole yuan) or a make-up card. */
export const grantParams = z
  .object({
    userId: rowIdSchema,
    kind: z.enum(["points", "growth", "red_packet", "makeup_card"], { error: "发放类型有误" }),
    amount: integerParam(-10_000_000, 10_000_000).default(1),
    validDays: integerParam(1, 3650).default(30),
    reason: z.string().trim().min(1, { error: "请填写原因" }).max(100, { error: "原因最多100字" }),
    requestId: moneyRequestIdSchema,
  })
  .refine((p) => p.kind === "points" || p.amount > 0, { error: "数量须大于0", path: ["amount"] })
  .refine((p) => p.amount !== 0, { error: "数量不能为0", path: ["amount"] });
export type GrantParams = z.output<typeof grantParams>;

export const playerLoyaltyParams = z.object({ userId: rowIdSchema });
