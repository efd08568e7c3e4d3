import { and, eq } from "drizzle-orm";
import { Msg, taskCodes, type ClaimTaskModels, type LoyaltyTask, type TaskCode } from "@lottery/contract";
import { users } from "../account/tables.ts";
import { payoutAccounts } from "../cards/tables.ts";
import type { Db } from "../db/client.ts";
import type { Queryable } from "../db/queryable.ts";
import { chinaDay } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { lockPlayer } from "../orders/place.ts";
import { orders } from "../orders/tables.ts";
import { rechargeOrders } from "../wallet/tables.ts";
import { lockMember } from "./member.ts";
import { postPoints } from "./points.ts";
import { loyaltySettings } from "./settings.ts";
import { taskClaims } from "./tables.ts";

const DAILY: ReadonlySet<TaskCode> = new Set(["daily_login"]);

/** The claim period of a task: `once`, or today's China day for a daily task. */
const periodOf = (task: TaskCode, now: Date) => (DAILY.has(task) ? chinaDay(now) : "once");

/** Whether the player has done what the task asks (a daily login: being here today). */
async function taskDone(q: Queryable, userId: number, task: TaskCode): Promise<boolean> {
  const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;
  switch (task) {
    case "first_recharge":
      return exists(
        q
          .select({ id: rechargeOrders.id })
          .from(rechargeOrders)
          .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.status, "paid")))
          .limit(1),
      );
    case "bind_card":
      return exists(
        q
          .select({ id: payoutAccounts.id })
          .from(payoutAccounts)
          .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.kind, "bank")))
          .limit(1),
      );
    case "real_name":
      return exists(
        q
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.realNameBound, true))),
      );
    case "first_bet":
      return exists(q.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1));
    case "daily_login":
      return true;
  }
}

/** The tasks the settings pay points for, each todo (去完成), claimable (可领取) or done (已完成). */
export async function taskList(db: Db, userId: number, now: Date): Promise<{ list: LoyaltyTask[] }> {
  const settings = await loyaltySettings(db);
  const claimed = await db
    .select({ task: taskClaims.task, period: taskClaims.period })
    .from(taskClaims)
    .where(eq(taskClaims.userId, userId));
  const list: LoyaltyTask[] = [];
  for (const code of taskCodes) {
    const points = settings.tasks[code];
    if (points <= 0) continue;
    const period = periodOf(code, now);
    const state = claimed.some((c) => c.task === code && c.period === period)
      ? "done"
      : (await taskDone(db, userId, code))
        ? "claimable"
        : "todo";
    list.push({
      code,
      name: Msg.loyalty.taskNames[code],
      points,
      daily: DAILY.has(code),
      state,
      stateText: Msg.loyalty.taskStates[state],
    });
  }
  return { list };
}

/**
 * A done task's points, claimed by hand, exactly once per player, task and period (the claim row's
 * primary key; a daily task once per China day): under the player's and the member's locks, the
 * claim row and the points journal (kind points_task, key `loyalty:task:<player>:<task>:<period>`) in
 * one transaction. Refuses a task not offered, not done, or already claimed.
 */
export async function claimTask(db: Db, userId: number, task: TaskCode, now: Date): Promise<ClaimTaskModels> {
  const settings = await loyaltySettings(db);
  const points = settings.tasks[task];
  if (points <= 0) throw refuse("loyalty.taskClosed");
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await lockMember(tx, userId, now, settings);
    if (!(await taskDone(tx, userId, task))) throw refuse("loyalty.taskNotDone");
    const period = periodOf(task, now);
    const [claimed] = await tx
      .insert(taskClaims)
      .values({ userId, task, period, points, at: now })
      .onConflictDoNothing()
      .returning({ task: taskClaims.task });
    if (!claimed) throw refuse("loyalty.taskClaimed");
    const balance = await postPoints(tx, {
      userId,
      delta: points,
      kind: "points_task",
      key: `loyalty:task:${userId}:${task}:${period}`,
      memo: Msg.loyalty.taskMemo(Msg.loyalty.taskNames[task]),
      at: now,
    });
    return { task, points, balance };
  });
}
