import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { kefuClientInfo } from "./tables.ts";
import { eq } from "drizzle-orm";

/** GetKFUrl's ClientInfo decoded: what the app says of its device, account, clock and address. */
export interface ClientInfo {
  rduid: string;
  account: string;
  /** Unix seconds, or null when not sent. */
  time: number | null;
  ip: string;
}

const text = (value: unknown, max: number): string | null => {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string" && typeof value !== "number") return null;
  const result = String(value);
  return result.length <= max ? result : null;
};

/**
 * Reads ClientInfo: base64 of a UTF-8 JSON object {RDUID, account, time, ip} (SPEC 7.3; each may be
 * missing). Anything else is refused with status 2 naming ClientInfo.
 */
export function parseClientInfo(raw: string): ClientInfo {
  const bad = () => refuse("badParam", "ClientInfo");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) throw bad();
  let fields: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, "base64").toString("utf8"));
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw bad();
    fields = parsed as Record<string, unknown>;
  } catch {
    throw bad();
  }
  const rduid = text(fields.RDUID, 200);
  const account = text(fields.account, 64);
  const ip = text(fields.ip, 64);
  const time = fields.time === undefined || fields.time === "" ? null : Number(fields.time);
  const timeOk = time === null || (Number.isSafeInteger(time) && time > 0);
  if (rduid === null || account === null || ip === null || !timeOk) throw bad();
  return { rduid, account, time, ip };
}

/** Keeps the player's latest ClientInfo (one row a player). */
export async function keepClientInfo(
  db: Db,
  userId: number,
  info: ClientInfo,
  seen: { requestIp: string; page: string; now: Date },
): Promise<void> {
  const row = {
    rduid: info.rduid,
    account: info.account,
    clientTime: info.time === null ? null : new Date(info.time * 1000),
    clientIp: info.ip,
    requestIp: seen.requestIp.slice(0, 64),
    page: seen.page.slice(0, 200),
    receivedAt: seen.now,
  };
  await db
    .insert(kefuClientInfo)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: kefuClientInfo.userId, set: row });
}

/** The player's latest ClientInfo for the console, or null. */
export async function clientInfoOf(db: Db, userId: number) {
  const [row] = await db.select().from(kefuClientInfo).where(eq(kefuClientInfo.userId, userId));
  if (!row) return null;
  return {
    rduid: row.rduid,
    account: row.account,
    clientTime: row.clientTime ? chinaTimeIso(row.clientTime) : null,
    clientIp: row.clientIp,
    requestIp: row.requestIp,
    page: row.page,
    receivedAt: chinaTimeIso(row.receivedAt),
  };
}
