import { and, count, desc, eq } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import {
  Msg,
  type AdminFollowRuleListParams,
  type AdminFollowRuleRow,
  type FollowRuleKind,
  type FollowRuleStatus,
  type Paged,
} from "@lottery/contract";
import { userNamesOf } from "../account/names.ts";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { reserveOf } from "./rules.ts";
import { followRules } from "./tables.ts";

/** GET /admin/api/follow/rules: every player's custom follow rules, newest first, filtered and paged. */
export async function adminFollowRulePage(
  db: Db,
  params: AdminFollowRuleListParams,
): Promise<Paged<AdminFollowRuleRow>> {
  const where = and(
    params.followerId ? eq(followRules.followerId, params.followerId) : undefined,
    params.releaserId ? eq(followRules.releaserId, params.releaserId) : undefined,
    params.status ? eq(followRules.status, params.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(followRules)
      .where(where)
      .orderBy(desc(followRules.id))
      .limit(params.pageSize)
      .offset((params.pageIndex - 1) * params.pageSize),
    db.select({ n: count() }).from(followRules).where(where),
  ]);
  const names = await userNamesOf(
    db,
    rows.flatMap((r) => [r.followerId, r.releaserId]),
  );
  const list = rows.map((r): AdminFollowRuleRow => {
    const status = r.status as FollowRuleStatus;
    const kind = r.target as FollowRuleKind;
    return {
      ruleId: r.id,
      kind,
      kindName: Msg.follow.ruleKindNames[kind],
      followerId: r.followerId,
      followerName: names.get(r.followerId) ?? "",
      releaserId: r.releaserId,
      releaserName: names.get(r.releaserId) ?? "",
      followType: r.followType as 0 | 1,
      amount: fenToYuan(r.amountFen),
      percent: r.percent,
      maxAmount: fenToYuan(r.maxAmountFen),
      times: r.times,
      usedTimes: r.usedTimes,
      payType: r.payType as 0 | 1,
      frozen: fenToYuan(reserveOf(r)),
      status,
      statusName: Msg.follow.ruleStatusNames[status],
      expiresAt: chinaTimeIso(r.expiresAt),
      createdAt: chinaTimeIso(r.createdAt),
    };
  });
  return { list, total: counted?.n ?? 0 };
}
