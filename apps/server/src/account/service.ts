import { and, eq, or } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  CLIENT_VERSION,
  type AuthModels,
  type LoginParams,
  type PhoneLoginParams,
  type RegisterParams,
  type UserInfo,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import { ledgerAccounts } from "../wallet/tables.ts";
import { addToAgentTree, resolveInviter, type Inviter } from "./agents.ts";
import { bindThroughCode } from "../agents/binding.ts";
import { consumeCode } from "./codes/codes.ts";
import { newInviteCode } from "./invite-code.ts";
import { recordAttempt, type AttemptContext, type LoginMethod } from "./login-history.ts";
import { assertNotLocked, clearPasswordFailures, countPasswordFailure } from "./lockout.ts";
import { hashPassword, verifyCredential } from "../domain/password.ts";
import { openSession, type UserRow } from "./sessions.ts";
import { users } from "./tables.ts";
import { isRefusal, refuse } from "../domain/refusal.ts";

/**
 * Runs a login or registration and writes it to the login history: success with the account it
 * opened, or a refusal with the account it was aimed at (null when none).
 */
async function recorded(
  db: Db,
  ctx: AttemptContext,
  method: LoginMethod,
  targetUserId: number | null,
  attempt: () => Promise<AuthModels>,
): Promise<AuthModels> {
  try {
    const auth = await attempt();
    await recordAttempt(db, ctx, method, auth.userInfo.Mid, true);
    return auth;
  } catch (error) {
    if (isRefusal(error)) await recordAttempt(db, ctx, method, targetUserId, false);
    throw error;
  }
}

/**
 * Creates a player (own invite code, optional inviter and agent-tree rows, empty cash account) and
 * logs them in; refuses a taken name (any case, also someone's chosen nickname) or an unknown inviter.
 */
export async function register(deps: Deps, params: RegisterParams, ctx: AttemptContext): Promise<AuthModels> {
  return recorded(deps.db, ctx, "register", null, async () => {
    const inviter = await resolveInviter(deps.db, params);
    const passwordHash = await hashPassword(params.password);
    const user = await insertPlayer(deps.db, params.userName, passwordHash, inviter, ctx.now);
    return startSession(deps, user, ctx, params.autoLogin);
  });
}

const INVITE_CODE_TRIES = 5;

async function insertPlayer(
  db: Db,
  userName: string,
  passwordHash: string,
  inviter: Inviter | null,
  now: Date,
): Promise<UserRow> {
  const nameKey = userName.toLowerCase();
  for (let attempt = 0; attempt < INVITE_CODE_TRIES; attempt += 1) {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          userName,
          userNameKey: nameKey,
          passwordHash,
          nickName: userName,
          nickNameKey: nameKey,
          inviteCode: newInviteCode(),
          inviterId: inviter?.id ?? null,
          agentNo: inviter?.inviteCode ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await tx.insert(ledgerAccounts).values({ userId: row.id, kind: "cash" });
      await addToAgentTree(tx, row.id, inviter?.id ?? null);
      if (inviter?.agentCode) await bindThroughCode(tx, row.id, inviter.agentCode, now);
      return row;
    });
    if (created) return created;
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.userNameKey, nameKey), eq(users.nickNameKey, nameKey)));
    if (taken.length > 0) throw refuse("userNameTaken");
    // Otherwise the random invite code collided: draw another.
  }
  throw new Error("could not draw a free invite code");
}

/** Checks the password and opens a session; the same refusal whether the name or the password is wrong. */
export async function login(deps: Deps, params: LoginParams, ctx: AttemptContext): Promise<AuthModels> {
  const rows = await deps.db.select().from(users).where(eq(users.userNameKey, params.userName.toLowerCase()));
  const user = rows[0];
  return recorded(deps.db, ctx, "password", user?.id ?? null, async () => {
    const passwordOk = await verifyCredential(user?.passwordHash, params.password);
    if (!user) throw refuse("wrongCredentials");
    assertNotLocked(user, ctx.now);
    if (!passwordOk) {
      const lockedUntil = await countPasswordFailure(deps.db, user, ctx.now);
      if (lockedUntil) assertNotLocked({ lockedUntil }, ctx.now);
      throw refuse("wrongCredentials");
    }
    return startSession(deps, user, ctx, params.autoLogin);
  });
}

/** login2: a phone bound to an account and the login code sent to it. */
export async function phoneLogin(
  deps: Deps,
  params: PhoneLoginParams,
  ctx: AttemptContext,
): Promise<AuthModels> {
  const rows = await deps.db.select().from(users).where(eq(users.phone, params.phone));
  const owner = rows[0];
  return recorded(deps.db, ctx, "code", owner?.id ?? null, async () => {
    const codeUserId = await consumeCode(
      deps.db,
      { purpose: "login", target: params.phone, code: params.code },
      ctx.now,
    );
    if (!owner || codeUserId !== owner.id) throw refuse("codeInvalid");
    assertNotLocked(owner, ctx.now);
    return startSession(deps, owner, ctx, params.autoLogin);
  });
}

/**
 * Opens a session after a successful check: status 5 for a banned account; otherwise clears password
 * failures, notes the login time and answers token + userInfo. autoLogin "0" opens a short session.
 */
async function startSession(
  deps: Deps,
  user: UserRow,
  ctx: AttemptContext,
  autoLogin: "0" | "1" | undefined,
): Promise<AuthModels> {
  if (user.banned) throw refuse("banned");
  await clearPasswordFailures(deps.db, user.id, ctx.now);
  await deps.db.update(users).set({ lastLoginAt: ctx.now }).where(eq(users.id, user.id));
  const ttlHours = autoLogin === "0" ? deps.config.shortSessionTtlHours : deps.config.sessionTtlHours;
  const token = await openSession(deps.db, user.id, ctx.clientType, ttlHours);
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
    v: CLIENT_VERSION,
    RealNameBound: user.realNameBound,
    PhoneBound: user.phone !== null,
    EmailBound: user.email !== null,
  };
}
