import { z } from "zod";

/** Names of the common parameters every call carries (API.md §2, SPEC 7.1). */
export const COMMON_PARAM_NAMES = ["c", "v", "t", "tk", "p", "mid", "RDUID", "ip", "s"] as const;

/** Brand product id sent as `p` (SPEC 9). */
export const PLATFORM_CODE = 5;

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

/** A parameter naming a row (member, notice, article, promotion …): a whole number from 1 to MAX_ROW_ID. */
export const rowIdSchema = z.coerce.number().int().min(1).max(MAX_ROW_ID);

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
 */
export const registerParams = z.object({
  userName: userNameSchema,
  password: passwordSchema,
  agentNo: z.string().max(32).optional(),
  agentId: rowIdSchema.optional(),
  autoLogin: flagSchema.optional(),
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
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
