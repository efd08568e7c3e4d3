import { z } from "zod";

/** Names of the common parameters every call carries (API.md §2, SPEC 7.1). */
export const COMMON_PARAM_NAMES = ["c", "v", "t", "tk", "p", "mid", "RDUID", "ip", "s"] as const;

/** Brand product id sent as `p` (SPEC 9). */
export const PLATFORM_CODE = 5;

/**
 * The H5 client's version, sent as `v` on every call and answered as the user info's `v` (the build
 * the server now serves): yyyymm + a three-digit build number. A `v` at or above
 * VERSION_CONFIRMED_FROM is a confirmed version (SPEC 5, 9); a running client older than the user
 * info's `v` is an installed app left on an old build, and looks for the new one.
 */
export const CLIENT_VERSION = 202611001;
export const VERSION_CONFIRMED_FROM = 202007000;

/** Whether the server's confirmed version `v` is newer than the running client's. */
export function newerClientVersion(v: number, running: number = CLIENT_VERSION): boolean {
  return v >= VERSION_CONFIRMED_FROM && v > running;
}

/** Seconds a signed call's `t` may differ from server time. */
export const SIGNATURE_WINDOW_S = 300;

/** Paths that send the real client type; every other call sends c=1 (SPEC 7.1). */
export const REAL_CLIENT_TYPE_PATHS = [
  "weblogin",
  "webregist",
  "bet_jc_create",
  "bet_together",
  "bet_jc",
  "bet_szc",
  "bet_youhua_create",
  "bet_ozb",
  "postwebregist",
  "heartbeat",
] as const;

/** The largest row id: ids are PostgreSQL integers, so a larger number names no row (the database refuses it). */
export const MAX_ROW_ID = 2_147_483_647;

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

/** What a player confirms by ticking the registration box: 18 or older, terms and privacy accepted. */
export const TERMS_CONFIRMATION = "请确认已年满18周岁并同意《用户协议》和《隐私政策》";

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
