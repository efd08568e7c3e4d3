import { and, eq } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  Msg,
  Status,
  type AuthModels,
  type LoginParams,
  type RegisterParams,
  type UserInfo,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import { ApiError, refused } from "../http/envelope.ts";
import { ledgerAccounts } from "../wallet/tables.ts";
import { hashPassword, verifyCredential } from "./password.ts";
import { openSession, type UserRow } from "./sessions.ts";
import { users } from "./tables.ts";

/** Creates a player with an empty cash account and logs them in; refuses a taken name (any case). */
export async function register(deps: Deps, params: RegisterParams, clientType: number): Promise<AuthModels> {
  const passwordHash = await hashPassword(params.password);
  const user = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        userName: params.userName,
        userNameKey: params.userName.toLowerCase(),
        passwordHash,
        nickName: params.userName,
        agentNo: params.agentNo || null,
      })
      .onConflictDoNothing({ target: users.userNameKey })
      .returning();
    const created = inserted[0];
    if (!created) throw refused(Msg.userNameTaken);
    await tx.insert(ledgerAccounts).values({ userId: created.id, kind: "cash" });
    return created;
  });
  const token = await openSession(deps.db, user.id, clientType, deps.config.sessionTtlHours);
  return { token, userInfo: await userInfoOf(deps.db, user) };
}

/** Checks the password and opens a session; the same refusal whether the name or the password is wrong. */
export async function login(deps: Deps, params: LoginParams, clientType: number): Promise<AuthModels> {
  const rows = await deps.db.select().from(users).where(eq(users.userNameKey, params.userName.toLowerCase()));
  const user = rows[0];
  if (!(await verifyCredential(user?.passwordHash, params.password)) || !user)
    throw refused(Msg.wrongCredentials);
  if (user.banned) throw new ApiError(Status.BANNED, Msg.banned);
  const token = await openSession(deps.db, user.id, clientType, deps.config.sessionTtlHours);
  return { token, userInfo: await userInfoOf(deps.db, user) };
}

/** The userInfo model of API.md §3 (balance in yuan from the player's cash account). */
export async function userInfoOf(db: Db, user: UserRow): Promise<UserInfo> {
  const cash = await db
    .select({ balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, user.id), eq(ledgerAccounts.kind, "cash")));
  return {
    Mid: user.id,
    UserName: user.userName,
    NickName: user.nickName,
    Avatar: user.avatar,
    Balance: fenToYuan(cash[0]?.balanceFen ?? 0),
    GameTransferPermission: user.gameTransferPermission,
    Level: user.level,
    v: user.version,
    RealNameBound: user.realNameBound,
    PhoneBound: user.phone !== null,
    EmailBound: user.email !== null,
  };
}
