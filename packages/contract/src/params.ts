import { z } from "zod";
import { MAX_ROW_ID, TERMS_CONFIRMATION } from "./client-params.ts";

/** Canonical decimal text of a whole number: digits only, no sign, spaces or leading zeros ("0", "42"). */
const UNSIGNED_INTEGER = /^(0|[1-9]\d{0,15})$/;
/** The same with a leading minus, for fields that allow negatives ("-3"; never "-0"). */
const SIGNED_INTEGER = /^(0|-?[1-9]\d{0,15})$/;

/**
 * An integer parameter from `min` to `max`: the canonical decimal text of a whole number (a leading
 * minus only when `min` is negative), or a number that is one (JSON, client code). Every other form
 * JavaScript's Number() would read is refused (status 2 naming the field): spaces (" 1"), a plus sign,
 * leading zeros ("010": octal or decimal?), decimals and exponents ("1.0", "1e3"), other bases ("0x10",
 * "0b1", "0o7"), "Infinity" and the empty text. One text per number, as the client writes it.
 * `error` replaces every message (also for a missing value); without it a missing value is 缺少参数.
 */
export function integerParam(min: number, max: number, error?: string) {
  const pattern = min < 0 ? SIGNED_INTEGER : UNSIGNED_INTEGER;
  const notInteger = "须为整数";
  return z.preprocess(
    (value) => (typeof value === "string" && pattern.test(value) ? Number(value) : value),
    z
      .number({ error: error ?? ((issue) => (issue.input === undefined ? undefined : notInteger)) })
      .int({ error: error ?? notInteger })
      .min(min, { error: error ?? `不能小于${min}` })
      .max(max, { error: error ?? `不能大于${max}` }),
  );
}

/** A parameter naming a row (member, notice, article, promotion …): a whole number from 1 to MAX_ROW_ID. */
export const rowIdSchema = integerParam(1, MAX_ROW_ID);

/** Player user name: 4–16 letters or digits, starting with a letter (API.md §3). */
export const userNameSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/, { error: "用户名须为4-16位字母或数字，以字母开头" });

/** Player password: 6–20 characters. */
export const passwordSchema = z
  .string()
  .min(6, { error: "密码须为6-20位" })
  .max(20, { error: "密码须为6-20位" });

/** "0"/"1" switches as the client sends them. */
export const flagSchema = z.enum(["0", "1"]);

/**
 * Registration (webregist, and postwebregist from a promotion link). `agentNo` is the inviter's invite
 * code, `agentId` their member id; `autoLogin` "0" opens a short session instead of the long one.
 * `agreeTerms`: the H5 client always sends its box, "1" ticked (18+, terms accepted) or "0", and
 * "0" is refused; callers following API.md §3 (which lists no such field) send none and register.
 */
export const registerParams = z.object({
  userName: userNameSchema,
  password: passwordSchema,
  agentNo: z.string().max(32).optional(),
  agentId: rowIdSchema.optional(),
  autoLogin: flagSchema.optional(),
  agreeTerms: z.literal("1", { error: TERMS_CONFIRMATION }).optional(),
});
export type RegisterParams = z.infer<typeof registerParams>;

export const loginParams = z.object({
  userName: z.string().min(1).max(32),
  password: z.string().min(1).max(64),
  autoLogin: flagSchema.optional(),
});
export type LoginParams = z.infer<typeof loginParams>;

/** Paging parameters of every list call (API.md §1). */
export const pagingParams = z.object({
  pageIndex: integerParam(1, Number.MAX_SAFE_INTEGER).default(1),
  pageSize: integerParam(1, 100).default(20),
});

/**
 * JSON text (or an already parsed value) → the value, for structured form fields (z.preprocess);
 * text that is not JSON becomes a value no schema accepts, so the field is refused by name.
 */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return Symbol("invalid json");
  }
}
