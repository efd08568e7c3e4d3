import type { FastifyInstance } from "fastify";
import type { MailRow, Paged, SportsMatchAdminView } from "@lottery/contract";
import { cardNumber, WITHDRAW_PASSWORD } from "./cards-fixtures.ts";
import { operatorCall } from "./helpers.ts";
import { openIssue, startLotteryServer, type LotteryServer } from "./lottery-orders-fixtures.ts";
import { newRequestId, newWithdrawer, okModels, playerCall, type Withdrawer } from "./money-helpers.ts";
import { RED_PACKET, savePromotion } from "./promotions-fixtures.ts";
import { schemeIssue } from "./together-fixtures.ts";
import { leg } from "./sports-bets-fixtures.ts";
import { createMatch } from "./sports-fixtures.ts";
import { bindAlipay, setWithdrawalRules } from "./withdrawal-fixtures.ts";

/**
 * Two players with one of everything (IDOR tests): a recharge, lottery and sports orders, a chase, a
 * withdrawal, a bank card and an Alipay account, a private mail, 余额宝 and game transfers, a bonus, a
 * check-in and a store purchase.
 */

export interface RecordedCall {
  params: Record<string, string>;
  models: unknown;
}

export interface Holder extends Withdrawer {
  userName: string;
  /** The full number of a second bank card. */
  cardNo: string;
  alipayId: number;
  lotteryOrderId: string;
  sportsOrderId: string;
  chaseId: string;
  /** A group purchase (合买) started with privacy 1 (tickets for participants only). */
  schemeId: string;
  withdrawNo: string;
  mailId: number;
  /** A scratch card bought and a slot play (issue 26). */
  scratchCardId: number;
  slotPlayId: number;
  /** Each call with a requestId the player made, by path (e.g. "fund/withdraw"). */
  requests: Record<string, RecordedCall>;
}

export interface World extends LotteryServer {
  a: Holder;
  b: Holder;
}

interface Stage {
  ctx: LotteryServer;
  matches: SportsMatchAdminView[];
  redPacketId: number;
  /** A store product (a make-up card for the 5 points of a check-in). */
  productId: number;
  /** The SSQ issue of the group purchases, with time left before its scheme deadline. */
  ssqIssue: string;
  /** A scratch-card batch on sale. */
  scratchBatchId: number;
  /** A match selected for guessing (赛事竞猜). */
  ssjcMatchId: string;
  /** A live prediction event (赛事活动) over matches[0]'s league. */
  eventId: number;
}

const TICKET = "5XZX:1|2|3|4|5";

/** The server and both players; they differ in every amount so that no answer of one fits the other. */
export async function startWorld(): Promise<World> {
  // Every call of the file comes from one address: the per-address limit is not what is tested here.
  const ctx = await startLotteryServer({ RATE_LIMIT_PER_MIN: "100000" });
  // First, as it may move the clock past an SSQ issue closing soon.
  const ssqIssue = (await schemeIssue(ctx)).issue;
  const { app } = ctx.server;
  await setWithdrawalRules(app, ctx.operator, { rechargeTurnoverPercent: 0 });
  const sports = { ...ctx, app };
  const specs = [{}, {}, { leagueCode: "ozb" }, { leagueCode: "ozb" }];
  const matches: SportsMatchAdminView[] = [];
  for (const spec of specs)
    matches.push(await createMatch(sports, { gameCode: "jczq", singles: ["SPF"], ...spec }));
  const redPacketId = (await savePromotion(app, ctx.operator, RED_PACKET)).id;
  const product = await operatorCall<{ id: number }>(app, ctx.operator, "POST", "/loyalty/products", {
    kind: "makeup_card",
    name: "补签卡",
    pricePoints: 5,
  });
  const batch = await operatorCall<{ batchId: number }>(
    app,
    ctx.operator,
    "POST",
    "/instant/scratch-batches",
    {
      name: "幸运7",
      price: 2,
      cardCount: 100,
      tiers: [{ prize: 10, count: 5 }],
    },
  );
  const scratchBatchId = batch.models!.batchId;
  const ssjcMatchId = matches[1]!.matchId;
  await operatorCall(app, ctx.operator, "POST", "/ssjc/matches", {
    matchId: ssjcMatchId,
    prizeKind: "points",
    prizeAmount: 10,
  });
  const now = ctx.clock.now().getTime();
  const event = await operatorCall<{ eventId: number }>(app, ctx.operator, "POST", "/events", {
    kind: "five",
    title: "五大联赛对战",
    startAt: new Date(now - 3_600_000).toISOString(),
    endAt: new Date(now + 48 * 3_600_000).toISOString(),
    leagues: ["ECL"],
    prizes: [{ from: 1, to: 3, points: 100, packet: 0 }],
  });
  const stage = {
    ctx,
    eventId: event.models!.eventId,
    matches,
    redPacketId,
    productId: product.models!.id,
    ssqIssue,
    scratchBatchId,
    ssjcMatchId,
  };
  const a = await holderOf(stage, "idorowner", "13800000001", 1000);
  const b = await holderOf(stage, "idorother", "13800000002", 700);
  await crossFollows(stage, a, b);
  return { ...ctx, a, b };
}

/** Each player releases a single (发单) and follows the other's release (跟单, recorded as a request). */
async function crossFollows(stage: Stage, a: Holder, b: Holder): Promise<void> {
  const { app } = stage.ctx.server;
  const [match] = stage.matches as [SportsMatchAdminView];
  const releaseOf = async (player: Holder) => {
    const params = {
      gameCode: "jczq",
      passTypes: "1_1",
      legs: JSON.stringify([leg(match, "SPF", ["3"])]),
      release: "1",
      commissionPercent: "5",
      requestId: newRequestId(),
    };
    const made = await okModels(
      playerCall<{ releaseId: string }>(app, player, "POST", "lottery/bet_jc_create", params),
    );
    player.requests["release"] = { params, models: made };
    return made.releaseId;
  };
  const releases = new Map([
    [a, await releaseOf(a)],
    [b, await releaseOf(b)],
  ]);
  for (const [player, other, multiple] of [
    [a, b, "10"],
    [b, a, "7"],
  ] as const) {
    const sent = { releaseId: releases.get(other)!, multiple, requestId: newRequestId() };
    const models = await okModels(playerCall(app, player, "POST", "Lottery/Bet_JC_Follow", sent));
    player.requests["Lottery/Bet_JC_Follow"] = { params: sent, models };
    // A prepaid custom follow rule (定制跟单) on the other player.
    const rule = {
      releaserMid: String(other.mid),
      amount: multiple,
      times: "2",
      payType: "0",
      requestId: newRequestId(),
    };
    const made = await okModels(playerCall(app, player, "GET", "order/editReleaseOrderFollowRule", rule));
    player.requests["order/editReleaseOrderFollowRule"] = { params: rule, models: made };
    // And one on the other player's group-purchase schemes (hm/addfollowerrule), pay as you go.
    const schemeRule = {
      initiatorMid: String(other.mid),
      amount: multiple,
      payType: "1",
      requestId: newRequestId(),
    };
    const schemeMade = await okModels(playerCall(app, player, "GET", "hm/addfollowerrule", schemeRule));
    player.requests["hm/addfollowerrule"] = { params: schemeRule, models: schemeMade };
    // A saved number set (自选号码).
    const numbers = { gameCode: "ssq", tickets: `DS:01,02,03,04,05,${multiple === "10" ? "06" : "07"}|07` };
    const saved = await okModels(playerCall(app, player, "POST", "Lottery/SaveNumber", numbers));
    player.requests["Lottery/SaveNumber"] = { params: numbers, models: saved };
  }
}

async function holderOf(stage: Stage, userName: string, phone: string, yuan: number): Promise<Holder> {
  const { app } = stage.ctx.server;
  const player = await newWithdrawer(app, userName, yuan);
  const alipayId = await bindAlipay(app, player, phone);
  const cardNo = cardNumber("622202", 19, Number(phone.slice(-4)) + 9000);
  await okModels(playerCall(app, player, "POST", "BankCard/BindWallet", { bankCode: "ICBC", cardNo }));
  const requests: Record<string, RecordedCall> = {};
  const made = async (path: string, params: Record<string, string>) => {
    const sent = { ...params, requestId: newRequestId() };
    const models = await okModels(playerCall(app, player, "POST", path, sent));
    requests[path] = { params: sent, models };
    return models as Record<string, string>;
  };
  const issue = await openIssue(stage.ctx, "ffssc");
  const szc = { gameCode: "ffssc", issue: issue.issue, tickets: TICKET, multiple: "1" };
  const chaseId = (await made("lottery/bet_szc", { ...szc, chase: "3" })).chaseId!;
  const lotteryOrderId = (await made("lottery/bet_szc", szc)).orderId!;
  const sportsOrderId = (await placeSportsOrders(stage, made)).orderId!;
  const schemeId = await startScheme(stage, made, yuan);
  const withdrawNo = (await made("fund/withdraw", withdrawal(player))).withdrawNo!;
  await made("YuEBao/TransferIn", { amount: String(yuan / 20) });
  await made("YuEBao/TransferOut", { amount: String(yuan / 100) });
  await made("Transfer/In", { company: "ky", amount: String(yuan / 50) });
  await made("Transfer/Out", { company: "ky", amount: String(yuan / 200) });
  await made("Transfer/AllOut", {});
  await made("Activity/ClaimPromotion", { id: String(stage.redPacketId) });
  await okModels(playerCall(app, player, "POST", "UserCenter/Checkin"));
  await made("Store/BuyProduct", { productId: String(stage.productId) });
  const instant = await instantPlays(stage, made);
  await made("Activity/DoSSJCAct", { matchId: stage.ssjcMatchId, pick: "3" });
  await made("Activity/EventPredict", {
    eventId: String(stage.eventId),
    matchId: stage.matches[0]!.matchId,
    pick: yuan > 800 ? "3" : "0",
  });
  const mailId = await privateMail(app, stage.ctx.operator, player, userName);
  const ids = { lotteryOrderId, sportsOrderId, chaseId, schemeId, withdrawNo, mailId, ...instant };
  return { ...player, userName, cardNo, alipayId, ...ids, requests };
}

/** A scratch card and a free slot spin (issue 26); answers their ids. */
async function instantPlays(
  stage: Stage,
  made: (path: string, params: Record<string, string>) => Promise<Record<string, string>>,
) {
  const bought = (await made("Activity/Bet_ScratchCard", {
    batchId: String(stage.scratchBatchId),
  })) as unknown;
  const spun = (await made("Activity/Bet_SmallGame", { game: "slot", useChance: "1" })) as unknown;
  return {
    scratchCardId: (bought as { card: { cardId: number } }).card.cardId,
    slotPlayId: (spun as { play: { playId: number } }).play.playId,
  };
}

function withdrawal(player: Withdrawer): Record<string, string> {
  return { amount: "10", walletId: String(player.walletId), withdrawPassword: WITHDRAW_PASSWORD };
}

/** A group purchase on SSQ (privacy 1) and a join of the player's own scheme; answers its number. */
async function startScheme(
  stage: Stage,
  made: (path: string, params: Record<string, string>) => Promise<Record<string, string>>,
  yuan: number,
): Promise<string> {
  const multiple = String(yuan / 100);
  const ticket = {
    gameCode: "ssq",
    issue: stage.ssqIssue,
    tickets: "FS:01,02,03,04,05,06,07|07,08",
    multiple,
  };
  const { schemeId } = await made("lottery/bet_together", {
    ...ticket,
    buyShares: String(yuan / 50),
    privacy: "1",
  });
  await made("lottery/bet_join", { schemeId: schemeId!, shares: "1" });
  return schemeId!;
}

/** One order through each sports bet call; answers bet_jc_create's. */
async function placeSportsOrders(
  stage: Stage,
  made: (path: string, params: Record<string, string>) => Promise<Record<string, string>>,
) {
  const [a, b, euro1, euro2] = stage.matches as [SportsMatchAdminView, ...SportsMatchAdminView[]];
  const legs = (...list: ReturnType<typeof leg>[]) => JSON.stringify(list);
  const parlay = legs(leg(a, "SPF", ["3"]), leg(b!, "SPF", ["0"]));
  const created = await made("lottery/bet_jc_create", { gameCode: "jczq", passTypes: "2_1", legs: parlay });
  await made("lottery/bet_jc", { gameCode: "jczq", legs: legs(leg(a, "SPF", ["3"])) });
  await made("lottery/bet_ozb", {
    passTypes: "2_1",
    legs: legs(leg(euro1!, "SPF", ["3"]), leg(euro2!, "SPF", ["0"])),
  });
  const youhuaLegs = legs(leg(a, "SPF", ["3", "1"]), leg(b!, "SPF", ["3", "0"]));
  const youhua = { gameCode: "jczq", passTypes: "2_1", legs: youhuaLegs, mode: "average", amount: "8" };
  await made("lottery/bet_youhua_create", youhua);
  return created;
}

/** Sends the player a private mail through the operator call; answers its id. */
async function privateMail(app: FastifyInstance, operator: string, player: Withdrawer, userName: string) {
  const content = `给${userName}的私信`;
  const mail = { kind: "mail", mid: player.mid, title: "私信", content };
  const sent = await operatorCall(app, operator, "POST", "/mail", mail);
  if (sent.status !== 0) throw new Error(`mail refused: ${sent.msg}`);
  const list = await okModels(
    playerCall<Paged<MailRow>>(app, player, "GET", "SiteMsg/MailList", { kind: "mail" }),
  );
  const row = list.list.find((one) => one.content === content);
  if (!row) throw new Error("the private mail did not arrive");
  return row.id;
}
