import { describe, expect, it } from "vitest";
import { settleSportsTicket } from "@lottery/rules";
import {
  Msg,
  TOGETHER_EVENTS_CHANNEL,
  type BetTogetherModels,
  type Envelope,
  type FundRecord,
  type Paged,
  type SchemeDetail,
  type SportsMatchAdminView,
} from "@lottery/contract";
import type { TestPlayer } from "./cards-fixtures.ts";
import {
  cashBalance,
  expectAuditOk,
  moneyPlayer,
  newRequestId,
  okModels,
  playerCall,
} from "./money-helpers.ts";
import { leg, orderRow, type LegParam } from "./sports-bets-fixtures.ts";
import {
  changeOddsCall,
  createMatch,
  finishMatch,
  resultCall,
  spOf,
  startSportsServer,
} from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { expectedSplit } from "./together-fixtures.ts";
import { resolveDueSchemes, resolveTuning } from "../src/together/resolve.ts";
import { houseBalanceFen } from "../src/wallet/accounts.ts";

const ctx = serverOfFile(() => startSportsServer());
const app = () => ctx.app;
const cents = (yuan: number) => Math.round(yuan * 100);

/** POST lottery/bet_together with a sports ticket (legs as JSON). */
function startSports(
  player: TestPlayer,
  legs: LegParam[],
  terms: Record<string, string | number>,
  gameCode = "jczq",
): Promise<Envelope<BetTogetherModels>> {
  return playerCall<BetTogetherModels>(app(), player, "POST", "lottery/bet_together", {
    gameCode,
    passTypes: "2_1",
    legs: JSON.stringify(legs),
    multiple: 50,
    requestId: newRequestId(),
    ...terms,
  });
}

const join = (player: TestPlayer, schemeId: string, shares: number) =>
  playerCall(app(), player, "POST", "lottery/bet_join", { schemeId, shares, requestId: newRequestId() });

const detailOf = (player: TestPlayer, schemeId: string) =>
  okModels(playerCall<SchemeDetail>(app(), player, "GET", "hm/detail", { schemeId }));

async function twoMatches(gameCode: "jczq" | "jclq" | "bjdc" = "jczq") {
  const a = await createMatch(ctx, { gameCode });
  const b = await createMatch(ctx, { gameCode });
  return { a, b };
}

/** Moves the clock to a scheme's deadline and resolves what is due. */
async function toDeadline(detail: SchemeDetail): Promise<void> {
  const ms = Date.parse(detail.deadline) - ctx.clock.now().getTime();
  if (ms > 0) ctx.clock.advance(ms);
  await resolveDueSchemes(app().deps, ctx.clock.now());
}

function spfLegs(a: SportsMatchAdminView, b: SportsMatchAdminView): LegParam[] {
  return [leg(a, "SPF", ["3"]), leg(b, "SPF", ["3"])];
}

describe("a sports scheme (竞彩足球)", () => {
  it("sells until the first match's close less the ahead time, is placed at the deadline's SPs and splits the prize", async () => {
    const { a, b } = await twoMatches();
    const boss = await moneyPlayer(app(), "hmjcboss", 100);
    const ann = await moneyPlayer(app(), "hmjcann", 100);
    const bob = await moneyPlayer(app(), "hmjcbob", 100);
    // 1 bet × 2 yuan × 50 = 100 shares; 10 % commission needs a 10-share buy.
    const started = await okModels(
      startSports(boss, spfLegs(a, b), { buyShares: 20, commissionPercent: 10 }),
    );
    expect(started).toMatchObject({ totalShares: 100, buyShares: 20, amount: 20, balance: 80 });
    const id = started.schemeId;
    const firstClose = Math.min(Date.parse(a.closeAt), Date.parse(b.closeAt));
    const before = await detailOf(ann, id);
    expect(Date.parse(before.deadline)).toBe(firstClose - 600_000);
    expect(before).toMatchObject({ gameCode: "jczq", issue: "", status: "selling", amount: 100 });
    expect(before.tickets).toContain("胜平负");
    expect(before.tickets).toContain("2串1");
    // Its progress goes out live on the 合买 channel (SSE /api/events?games=hm) as it sells.
    const live: unknown[] = [];
    const off = app().deps.events.subscribe(TOGETHER_EVENTS_CHANNEL, (event) => live.push(event));
    await okModels(join(ann, id, 50));
    await okModels(join(bob, id, 28));
    off();
    expect(live).toEqual([
      expect.objectContaining({
        type: "scheme",
        issue: id,
        scheme: { soldShares: 70, totalShares: 100, status: "selling" },
      }),
      expect.objectContaining({
        type: "scheme",
        issue: id,
        scheme: { soldShares: 98, totalShares: 100, status: "selling" },
      }),
    ]);
    // The odds move while it sells: the ticket takes the SP current at its deadline.
    const movedSp = Number((spOf(a, "SPF", "3") + 0.5).toFixed(2));
    expect(await changeOddsCall(ctx, a.matchId, { SPF: { "3": movedSp } })).toMatchObject({ status: 0 });
    await toDeadline(before);
    const placed = await detailOf(boss, id);
    // 98 sold: the site fills the last 2 shares.
    expect(placed).toMatchObject({ status: "placed", soldShares: 100, siteShares: 2 });
    const order = await orderRow(ctx, placed.orderId!);
    expect(order).toMatchObject({ kind: "sports", amountFen: 10_000, userId: boss.mid, status: "pending" });
    const legs = (order.detail as { legs: { matchId: string; options: { sp: number }[] }[] }).legs;
    expect(legs.find((l) => l.matchId === a.matchId)?.options[0]?.sp).toBe(movedSp);

    await finishMatch(ctx, a, { halfScore: "1:0", fullScore: "2:1" });
    await finishMatch(ctx, b, { halfScore: "0:0", fullScore: "1:0" });
    const settled = await orderRow(ctx, placed.orderId!);
    const rules = settleSportsTicket(
      {
        game: "jczq",
        legs: legs.map((l) => ({ ...(l as object), single: false, line: null })) as never,
        passTypes: "2_1",
        multiple: 50,
      },
      { [a.matchId]: { ht: [1, 0], ft: [2, 1] }, [b.matchId]: { ht: [0, 0], ft: [1, 0] } },
    );
    if (!rules.ok) throw new Error(rules.message);
    expect(settled).toMatchObject({ status: "won", prizeFen: rules.value.prizeFen });
    const split = expectedSplit(settled.prizeFen, 10_000, 100, 10);
    expect(split.commission).toBeGreaterThan(0);
    expect(cents(await cashBalance(app(), ann.token))).toBe(5_000 + split.perShare * 50);
    expect(cents(await cashBalance(app(), bob.token))).toBe(7_200 + split.perShare * 28);
    expect(cents(await cashBalance(app(), boss.token))).toBe(
      8_000 + split.perShare * 20 + split.commission + split.dust,
    );
    const won = await detailOf(ann, id);
    expect(won).toMatchObject({ status: "won", myShares: 50 });
    expect(won.prize).toMatchObject({
      commission: split.commission / 100,
      myPrize: (split.perShare * 50) / 100,
    });
    // 资金明细: the join and the prize part, by their Chinese names.
    const funds = await okModels(playerCall<Paged<FundRecord>>(app(), ann, "GET", "fund/list", {}));
    expect(funds.list.map((r) => [r.typeName, r.memo])).toEqual([
      ["派奖", Msg.together.prizeMemo("竞彩足球", "")],
      ["合买认购", Msg.together.buyMemo("竞彩足球", "")],
      ["充值", expect.any(String)],
    ]);
    expect(await houseBalanceFen(ctx.server.database.db, "together")).toBe(0);
    await expectAuditOk(app(), ctx.operator);
  });

  it("is refunded when under 95 % at the deadline", async () => {
    const { a, b } = await twoMatches("jclq");
    const boss = await moneyPlayer(app(), "hmlqboss", 100);
    const ann = await moneyPlayer(app(), "hmlqann", 100);
    const legs = [leg(a, "SF", ["3"]), leg(b, "SF", ["0"])];
    const { schemeId } = await okModels(
      startSports(boss, legs, { buyShares: 10, guaranteeShares: 20 }, "jclq"),
    );
    await okModels(join(ann, schemeId, 60));
    const selling = await detailOf(boss, schemeId);
    await toDeadline(selling);
    expect(await detailOf(ann, schemeId)).toMatchObject({ status: "refunded", orderId: null });
    expect(await cashBalance(app(), boss.token)).toBe(100);
    expect(await cashBalance(app(), ann.token)).toBe(100);
    const funds = await okModels(playerCall<Paged<FundRecord>>(app(), ann, "GET", "fund/list", {}));
    expect(funds.list[0]).toMatchObject({ typeName: "合买退款", amount: 60 });
    await expectAuditOk(app(), ctx.operator);
  });

  it("is refunded when a match stops selling before the deadline, though full", async () => {
    const { a, b } = await twoMatches();
    const boss = await moneyPlayer(app(), "hmjcshut", 200);
    const { schemeId } = await okModels(startSports(boss, spfLegs(a, b), { buyShares: 100 }));
    const selling = await detailOf(boss, schemeId);
    expect(await resultCall(ctx, b.matchId, { cancelled: true })).toMatchObject({ status: 0 });
    await toDeadline(selling);
    expect(await detailOf(boss, schemeId)).toMatchObject({ status: "refunded", orderId: null });
    expect(await cashBalance(app(), boss.token)).toBe(200);
    await expectAuditOk(app(), ctx.operator);
  });

  it("is placed exactly once when its resolution dies before committing and runs again; a replayed start answers the first", async () => {
    const { a, b } = await twoMatches();
    const boss = await moneyPlayer(app(), "hmjccrash", 100);
    const terms = { buyShares: 100, requestId: "scheme-crash-1" };
    const started = await okModels(startSports(boss, spfLegs(a, b), terms));
    expect(await okModels(startSports(boss, spfLegs(a, b), terms))).toEqual({ ...started, balance: 0 });
    expect(await startSports(boss, spfLegs(a, b), { ...terms, buyShares: 99 })).toMatchObject({ status: 9 });
    const selling = await detailOf(boss, started.schemeId);
    resolveTuning.beforeCommit = () => {
      throw new Error("killed half-way");
    };
    try {
      await toDeadline(selling);
    } finally {
      resolveTuning.beforeCommit = null;
    }
    expect(await detailOf(boss, started.schemeId)).toMatchObject({ status: "selling", orderId: null });
    expect(await resolveDueSchemes(app().deps, ctx.clock.now())).toBe(1);
    expect(await resolveDueSchemes(app().deps, ctx.clock.now())).toBe(0);
    const placed = await detailOf(boss, started.schemeId);
    expect(placed).toMatchObject({ status: "placed" });
    expect((await orderRow(ctx, placed.orderId!)).amountFen).toBe(10_000);
    expect(await houseBalanceFen(ctx.server.database.db, "together")).toBe(0);
    await expectAuditOk(app(), ctx.operator);
  });

  it("refuses a ticket whose SPs moved (status 8), a closed match and a game without schemes", async () => {
    const { a, b } = await twoMatches("bjdc");
    const boss = await moneyPlayer(app(), "hmbjdc", 100);
    const stale = [{ ...leg(a, "SPF", ["3"]), options: [{ code: "3", sp: 9.99 }] }, leg(b, "SPF", ["1"])];
    expect(await startSports(boss, stale, { buyShares: 10 }, "bjdc")).toMatchObject({ status: 8 });
    const ctzq = await startSports(boss, spfLegs(a, b), { buyShares: 10 }, "ctzq");
    expect(ctzq).toMatchObject({ status: 2 });
    expect(ctzq.msg).toContain("gameCode");
    const ok = await okModels(
      startSports(boss, [leg(a, "SPF", ["3"]), leg(b, "SPF", ["1"])], { buyShares: 10 }, "bjdc"),
    );
    expect(ok.totalShares).toBe(100);
    expect(await cashBalance(app(), boss.token)).toBe(90);
  });
});
