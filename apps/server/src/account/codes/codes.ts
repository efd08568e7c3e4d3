import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import { type CodePurpose } from "@lottery/contract";
import type { Db } from "../../db/client.ts";
import { chinaDayStart } from "../../domain/china-time.ts";
import { verificationCodes } from "../tables.ts";
import { refuse } from "../../domain/refusal.ts";

export const CODE_TTL_S = 300;
export const RESEND_WAIT_S = 60;
export const MAX_CODES_PER_DAY = 10;
export const MAX_CODE_ATTEMPTS = 5;

function hashCode(salt: string, code: string): string {
  return createHash("sha256").update(`${salt}:${code}`).digest("hex");
}

/**
 * Creates a code for `target` within the limits (one per target per 60 s, ten per China day; status 7
 * otherwise) and stores its hash. The limit check and the insert share a transaction holding an
 * advisory lock on the target, so concurrent requests cannot both pass the check.
 */
export async function issueCode(
  db: Db,
  request: { purpose: CodePurpose; target: string; userId: number | null },
  now: Date,
): Promise<string> {
  const code = String(randomInt(1_000_000)).padStart(6, "0");
  const salt = randomBytes(16).toString("hex");
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${request.target}`}))`);
    await assertWithinSendLimits(tx, request.target, now);
    await tx.insert(verificationCodes).values({
      ...request,
      salt,
      codeHash: hashCode(salt, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_S * 1000),
    });
  });
  return code;
}

async function assertWithinSendLimits(db: Pick<Db, "select">, target: string, now: Date): Promise<void> {
  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.target, target))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const waitMs = (last ? last.createdAt.getTime() + RESEND_WAIT_S * 1000 : 0) - now.getTime();
  if (waitMs > 0) throw refuse("codeResendWait", Math.ceil(waitMs / 1000));
  const [today] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), gte(verificationCodes.createdAt, chinaDayStart(now))));
  if ((today?.n ?? 0) >= MAX_CODES_PER_DAY) throw refuse("codeDailyLimit");
}

/**
 * Uses up the newest live code of this purpose and target (restricted to `userId` when given) and
 * answers the account it was issued for (null when none matched at send time). A wrong code counts
 * an attempt; the fifth wrong attempt kills the code. Every failure is the same status 1.
 */
export async function consumeCode(
  db: Db,
  request: { purpose: CodePurpose; target: string; code: string; userId?: number },
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, request.purpose),
        eq(verificationCodes.target, request.target),
        request.userId === undefined ? undefined : eq(verificationCodes.userId, request.userId),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const expected = Buffer.from(row?.codeHash ?? "0".repeat(64));
  const matches = timingSafeEqual(expected, Buffer.from(hashCode(row?.salt ?? "", request.code)));
  if (!row) throw refuse("codeInvalid");
  if (!matches) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw refuse("codeInvalid");
  }
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ userId: verificationCodes.userId });
  if (used.length === 0) throw refuse("codeInvalid");
  return used[0]!.userId;
}
