import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEV_SIGN_KEY, SIGNATURE_WINDOW_S } from "@lottery/contract";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Every configuration variable with its default; README's table mirrors this list. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** DATABASE_URL: the request pool, may be a transaction-pooling PgBouncer (no session state on it). */
  databaseUrl: string | undefined;
  /**
   * DATABASE_DIRECT_URL: a direct connection to the primary for what needs a session (the job
   * leader's advisory lock, LISTEN, migrations); defaults to DATABASE_URL.
   */
  databaseDirectUrl: string | undefined;
  /** DATABASE_REPLICA_URL: a streaming replica for reads that may lag (db/read-routing.ts); defaults to the direct URL. */
  databaseReplicaUrl: string | undefined;
  pgliteDir: string;
  signKey: string;
  signWindowS: number;
  sessionTtlHours: number;
  /** Term of a session opened without auto-login (autoLogin=0). */
  shortSessionTtlHours: number;
  operatorPassword: string | undefined;
  rateLimitPerMin: number;
  authRateLimitPerMin: number;
  /** Per minute per IP on account/sendcode. */
  codeRateLimitPerMin: number;
  /**
   * fund/recharge per minute per player, and the per-IP ceiling of the same call (players behind one
   * carrier address share it, so it is much higher). 0 turns either off.
   */
  rechargeRateLimitPerMin: number;
  rechargeIpRateLimitPerMin: number;
  /** Activity/ClaimPromotion per minute per player, and its per-IP ceiling. 0 turns either off. */
  claimRateLimitPerMin: number;
  claimIpRateLimitPerMin: number;
  /** Per minute per IP on the public fairness reads that need no signature (lotteryresult/Verify, Activity/FairTables). */
  publicRateLimitPerMin: number;
  /** Where verification codes go: the in-memory dev sink or the SMS and mail gateways. */
  codeSender: "dev" | "gateway";
  smsGateway: Gateway;
  mailGateway: Gateway;
  logLevel: string;
  webDist: string;
  /** The operator console's build (apps/admin), served at /admin. */
  adminDist: string;
  trustProxy: boolean;
  seedDemo: boolean;
  /** The built-in sandbox payment provider (never in a real deployment: anyone can pay with it). */
  paymentSandbox: boolean;
  /** Key of the sandbox provider's notification signature. */
  paymentSandboxKey: string;
  /** Key of the game launch tokens (GAME_LAUNCH_KEY): the demo platform's games trust only signed launches. */
  gameLaunchKey: string;
  /** The game platform of the transfer centre and lobby (GAME_PROVIDER): the built-in demo or an aggregator. */
  gameProvider: "demo" | "aggregator";
  /** GAME_AGGREGATOR_URL, _MERCHANT and _KEY (games/aggregator.ts), required with GAME_PROVIDER=aggregator. */
  gameAggregator: { url: string; merchant: string; key: string };
  /** Where sports fixtures, odds and results come from besides operators: the demo feed or none. */
  sportsFeed: "demo" | "none";
  /** Host of the odds-data calls (Match/*, SJB*) the client uses; empty = this server. */
  oddsDataHost: string;
  /** Where official lottery results come from: the demo feed (simulated draws) or none (operators). */
  resultFeed: "demo" | "none";
  /**
   * Test-only: operators may enter results for house-drawn games, and for issues still on sale
   * (their sale is closed first). Never on in a real deployment.
   */
  allowForcedDraws: boolean;
  /**
   * Test-only (ALLOW_CLOCK_SHIFT=1, never in production): an operator may move the server's clock
   * forward (POST /admin/api/dev/clock), so a browser journey can see what the next day brings (the
   * daily rebate of a finished day). Forward only; sessions keep real time.
   */
  allowClockShift: boolean;
  /** Web Push: the VAPID key pair (base64url; empty = made once and kept in the database) and contact. */
  push: { publicKey: string; privateKey: string; subject: string };
  /** Bets, recharges and game transfers need a verified real name (an adult): REQUIRE_REAL_NAME, on in production. */
  requireRealName: boolean;
  /** Test and development only: push endpoints on http://127.0.0.1 / localhost are accepted. */
  pushAllowLoopback: boolean;
}

/** An HTTP gateway that delivers messages (JSON POST with a bearer key). */
export interface Gateway {
  url: string | undefined;
  key: string;
}

type Env = Record<string, string | undefined>;

/** Reads the configuration from the environment, filling in the development defaults. */
export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === "production";
  return {
    port: intOf(env.PORT, 3000),
    host: env.HOST ?? "0.0.0.0",
    production,
    ...databaseUrlsOf(env),
    pgliteDir: path.resolve(env.PGLITE_DIR ?? path.join(repoRoot, "data/pglite")),
    signKey: env.SIGN_KEY ?? DEV_SIGN_KEY,
    signWindowS: intOf(env.SIGN_WINDOW_S, SIGNATURE_WINDOW_S),
    sessionTtlHours: intOf(env.SESSION_TTL_HOURS, 24 * 7),
    shortSessionTtlHours: intOf(env.SHORT_SESSION_TTL_HOURS, 12),
    operatorPassword: env.OPERATOR_PASSWORD ?? (production ? undefined : "admin123"),
    rateLimitPerMin: intOf(env.RATE_LIMIT_PER_MIN, 600),
    authRateLimitPerMin: intOf(env.AUTH_RATE_LIMIT_PER_MIN, 20),
    codeRateLimitPerMin: intOf(env.CODE_RATE_LIMIT_PER_MIN, 10),
    rechargeRateLimitPerMin: intOf(env.RECHARGE_RATE_LIMIT_PER_MIN, 30),
    rechargeIpRateLimitPerMin: intOf(env.RECHARGE_IP_RATE_LIMIT_PER_MIN, 300),
    claimRateLimitPerMin: intOf(env.CLAIM_RATE_LIMIT_PER_MIN, 30),
    claimIpRateLimitPerMin: intOf(env.CLAIM_IP_RATE_LIMIT_PER_MIN, 300),
    publicRateLimitPerMin: atLeastOne("PUBLIC_RATE_LIMIT_PER_MIN", intOf(env.PUBLIC_RATE_LIMIT_PER_MIN, 60)),
    codeSender: codeSenderOf(env, production),
    smsGateway: { url: env.SMS_GATEWAY_URL || undefined, key: env.SMS_GATEWAY_KEY ?? "" },
    mailGateway: { url: env.MAIL_GATEWAY_URL || undefined, key: env.MAIL_GATEWAY_KEY ?? "" },
    logLevel: env.LOG_LEVEL ?? "info",
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, "apps/web/dist")),
    adminDist: path.resolve(env.ADMIN_DIST ?? path.join(repoRoot, "apps/admin/dist")),
    trustProxy: env.TRUST_PROXY === "1",
    seedDemo: env.SEED_DEMO !== "0",
    paymentSandbox: env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === "1" : !production,
    paymentSandboxKey: env.PAYMENT_SANDBOX_KEY || "sandbox-dev-key",
    gameLaunchKey: env.GAME_LAUNCH_KEY || "game-dev-launch-key",
    gameProvider: gameProviderOf(env),
    gameAggregator: {
      url: env.GAME_AGGREGATOR_URL ?? "",
      merchant: env.GAME_AGGREGATOR_MERCHANT ?? "",
      key: env.GAME_AGGREGATOR_KEY ?? "",
    },
    sportsFeed: env.SPORTS_FEED === "none" || (production && env.SPORTS_FEED !== "demo") ? "none" : "demo",
    oddsDataHost: env.ODDS_DATA_HOST ?? "",
    resultFeed: resultFeedOf(env.RESULT_FEED, production),
    allowForcedDraws: env.ALLOW_FORCED_DRAWS === "1",
    allowClockShift: !production && env.ALLOW_CLOCK_SHIFT === "1",
    push: {
      publicKey: env.VAPID_PUBLIC_KEY ?? "",
      privateKey: env.VAPID_PRIVATE_KEY ?? "",
      subject: env.VAPID_SUBJECT || "mailto:service@example.com",
    },
    pushAllowLoopback: !production && env.PUSH_ALLOW_LOOPBACK === "1",
    requireRealName: env.REQUIRE_REAL_NAME ? env.REQUIRE_REAL_NAME === "1" : production,
  };
}

/** The three database URLs, each falling back to the one before (pooled, direct, replica). */
function databaseUrlsOf(env: Env): Pick<Config, "databaseUrl" | "databaseDirectUrl" | "databaseReplicaUrl"> {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (!databaseUrl && (env.DATABASE_DIRECT_URL || env.DATABASE_REPLICA_URL))
    throw new Error("DATABASE_DIRECT_URL and DATABASE_REPLICA_URL need DATABASE_URL");
  const databaseDirectUrl = env.DATABASE_DIRECT_URL || databaseUrl;
  return {
    databaseUrl,
    databaseDirectUrl,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || databaseDirectUrl,
  };
}

function codeSenderOf(env: Env, production: boolean): Config["codeSender"] {
  const value = env.CODE_SENDER || (production ? "gateway" : "dev");
  if (value !== "dev" && value !== "gateway") throw new Error(`CODE_SENDER must be dev or gateway: ${value}`);
  // Fail at start rather than answer "code sent" while no code can ever arrive.
  if (value === "gateway" && !(env.SMS_GATEWAY_URL && env.MAIL_GATEWAY_URL))
    throw new Error(
      "CODE_SENDER=gateway needs SMS_GATEWAY_URL and MAIL_GATEWAY_URL (or set CODE_SENDER=dev)",
    );
  return value;
}

function resultFeedOf(value: string | undefined, production: boolean): Config["resultFeed"] {
  const feed = value || (production ? "none" : "demo");
  if (feed !== "demo" && feed !== "none") throw new Error(`RESULT_FEED must be demo or none: ${feed}`);
  return feed;
}

function gameProviderOf(env: Env): Config["gameProvider"] {
  const value = env.GAME_PROVIDER || "demo";
  if (value !== "demo" && value !== "aggregator")
    throw new Error(`GAME_PROVIDER must be demo or aggregator: ${value}`);
  if (value === "aggregator" && !(env.GAME_AGGREGATOR_URL && env.GAME_AGGREGATOR_KEY))
    throw new Error("GAME_PROVIDER=aggregator needs GAME_AGGREGATOR_URL and GAME_AGGREGATOR_KEY");
  return value;
}

/** A limit that cannot be turned off (a call anyone may make unsigned must stay limited). */
function atLeastOne(name: string, value: number): number {
  if (value < 1) throw new Error(`${name} must be at least 1: ${value}`);
  return value;
}

function intOf(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`configuration value is not a non-negative integer: ${value}`);
  return n;
}
