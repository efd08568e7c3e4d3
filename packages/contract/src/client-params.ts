/**
 * The common parameters' constants and the client version: plain values without zod, so the web
 * client's first screen can read them without loading the parameter schemas of params.ts.
 */

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

/** What a player confirms by ticking the registration box: 18 or older, terms and privacy accepted. */
export const TERMS_CONFIRMATION = "请确认已年满18周岁并同意《用户协议》和《隐私政策》";
