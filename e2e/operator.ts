import type { SportsMatchAdminView } from "@lottery/contract";
import { BASE_URL } from "./browser.ts";

/** Operator calls the journeys need (the embedded setup's operator admin/admin123). */
export async function adminCall<T>(
  method: "GET" | "POST",
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${BASE_URL}/admin/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { status: number; msg: string; models: T };
  if (envelope.status !== 0) throw new Error(`${path}: status ${envelope.status} ${envelope.msg}`);
  return envelope.models;
}

export async function operatorToken(): Promise<string> {
  const { token } = await adminCall<{ token: string }>("POST", "/login", undefined, {
    userName: "admin",
    password: process.env.OPERATOR_PASSWORD ?? "admin123",
  });
  return token;
}

/** The latest verification code the development sink holds for a phone or e-mail address. */
export async function latestCode(target: string): Promise<string> {
  const token = await operatorToken();
  for (let attempt = 0; attempt < 20; attempt++) {
    const codes = await adminCall<unknown>("GET", `/dev/codes?target=${encodeURIComponent(target)}`, token);
    const code = findCode(codes);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification code for ${target}`);
}

/** Reads the newest code from the operator call's answer (a list, newest first, of {code,…}). */
function findCode(models: unknown): string | null {
  const list = Array.isArray(models) ? models : (models as { list?: unknown[] } | null)?.list;
  const first = list?.[0] as { code?: string } | undefined;
  return first?.code ?? null;
}

/** An operator grants a player (found by user name) points, written to the audit log. */
export async function grantPoints(operator: string, userName: string, amount: number, requestId: string) {
  const players = await adminCall<{ list: { mid: number; userName: string }[] }>(
    "GET",
    `/players?query=${userName}`,
    operator,
  );
  const mid = players.list.find((p) => p.userName === userName)?.mid;
  if (!mid) throw new Error(`the operator finds no player ${userName}`);
  await adminCall("POST", "/loyalty/grant", operator, {
    userId: mid,
    kind: "points",
    amount,
    reason: "e2e",
    requestId: `${requestId}-${mid}`,
  });
}

/** The match is played: its kick-off moves two hours into the past, then the operator enters its result. */
export async function enterMatchResult(
  operator: string,
  match: SportsMatchAdminView,
  result: { halfScore?: string; fullScore?: string; cancelled?: boolean },
): Promise<void> {
  const { matchId, gameCode, homeTeam, awayTeam } = match;
  const kickoffAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
  await adminCall("POST", "/sports/match", operator, {
    matchId,
    gameCode,
    leagueCode: match.league.code,
    homeTeam,
    awayTeam,
    kickoffAt,
  });
  await adminCall("POST", "/sports/result", operator, { matchId, ...result });
}
