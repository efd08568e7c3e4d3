import { describe, expect, it } from "vitest";
import { DEV_SIGN_KEY, signParams, Status, type Envelope } from "@lottery/contract";
import { WITHDRAW_PASSWORD } from "./cards-fixtures.ts";
import { newRequestId, playerCall } from "./money-helpers.ts";
import { serverOfFile } from "./server-fixtures.ts";
import { databaseFingerprint, documentedCalls } from "./abuse-fixtures.ts";
import { startWorld, type Holder } from "./abuse-world.ts";

/**
 * Player B with player A's ids: every call of the OpenAPI description taking an id (id, *Id, *No,
 * requestId) is either public by nature (listed with the reason) or probed here; B never sees A's
 * data, and B's writes on A's ids change nothing.
 */
const world = serverOfFile(startWorld);
const app = () => world.server.app;

/** Ids that name public things (or a provider's call), not a player's records. */
const PUBLIC_IDS: Record<string, string> = {
  "POST /api/account/webregist agentId": "the inviter's member id, shared in promotion links",
  "POST /api/account/webregist agentNo": "the inviter's invite code, shared in promotion links",
  "POST /api/account/postwebregist agentId": "the inviter's member id, shared in promotion links",
  "POST /api/account/postwebregist agentNo": "the inviter's invite code, shared in promotion links",
  "GET /api/SystemConfig/GetFingerprintParam agentId": "the inviter's member id, shared in promotion links",
  "GET /api/SystemConfig/GetFingerprintParam agentNo": "the inviter's invite code, shared in promotion links",
  "POST /api/UserCenter/SetProfile profileId": "a preset avatar",
  "GET /api/SiteMsg/GetNoticeDetail noticeId": "a site notice",
  "GET /api/sitemsg/getaricledetail id": "a site article",
  "POST /api/Activity/ClaimPromotion id": "a promotion every player sees",
  "POST /api/Store/BuyProduct productId": "a store product every player sees",
  "POST /api/Activity/Bet_ScratchCard batchId": "a scratch-card batch every player sees in the lobby",
  "GET /api/lottery/GetLotteryOdds matchId": "a match",
  "POST /api/Activity/DoSSJCAct matchId": "a match selected for guessing, listed to every player",
  "POST /api/Match/OptionData matchId": "a match",
  "GET /api/Activity/EventPage eventId": "a prediction event every player sees",
  "GET /api/Activity/EventRank eventId": "a prediction event every player sees (its leaderboard masks names)",
  "GET /api/Activity/EventMyPredictions eventId":
    "a prediction event every player sees; the caller gets only their own predictions",
  "POST /api/Activity/EventPredict eventId": "a prediction event every player sees",
  "POST /api/Activity/EventPredict matchId": "a match of a prediction event, listed to every player",
  "GET /api/Match/MatchLiveDetail matchId": "a match",
  "POST /api/lottery/bet_join schemeId": "a scheme on sale in the 合买 hall: any player may join it",
  "GET /api/hm/joinlist schemeId": "a scheme's participants, public in the 合买 hall (names masked)",
  "GET /api/order/queryReleaseDetailInfo releaseId":
    "a release in the 跟单 lobby: any player may see it (a privacy-2 ticket stays hidden until it closes)",
  "POST /api/Lottery/Bet_JC_Follow releaseId": "a release in the 跟单 lobby: any player may follow it",
  "GET /api/Order/QueryReleaseFollowList releaseId":
    "a release's followers, public beside the release (names masked, no order numbers)",
  "POST /api/order/addUserComment targetId":
    "a release or scheme number, public in the lobbies: any player may comment on it (the comment is the writer's)",
  "GET /api/pay/sandbox/cashier orderNo": "the sandbox provider's page: whoever holds the number pays it",
  "POST /api/pay/{provider}/notify orderNo": "the provider's call, signed with the provider's key",
};

type Probe = (a: Holder, b: Holder) => Promise<void>;

/**
 * Texts of A's that must never reach B: the name and every order, chase and withdrawal number. A
 * scheme's number is public (the 合买 hall lists it), so it is no marker; its privacy is probed instead.
 * So is a release's (the 跟单 lobby lists it); the releaser's order number behind it is a marker.
 */
const PUBLIC_NUMBERS = new Set(["schemeId", "releaseId"]);
function markersOf(a: Holder): string[] {
  const ids = Object.values(a.requests).flatMap(({ models }) =>
    Object.entries(models as Record<string, unknown>)
      .filter(
        ([name, value]) => /(Id|No)$/.test(name) && !PUBLIC_NUMBERS.has(name) && typeof value === "string",
      )
      .map(([, value]) => value as string),
  );
  return [a.userName, a.cardNo, a.lotteryOrderId, a.sportsOrderId, a.chaseId, a.withdrawNo, ...ids];
}

function expectNoLeak(body: unknown, a: Holder): void {
  const text = JSON.stringify(body);
  for (const marker of markersOf(a)) expect(text, marker).not.toContain(marker);
}

/** B reads A's record: a refusal or an empty answer, nothing of A's. */
function read(path: string, paramsOf: (a: Holder) => Record<string, string | number>[]): Probe {
  return async (a, b) => {
    for (const params of paramsOf(a)) {
      const answer = await playerCall<unknown>(app(), b, "GET", path, params);
      if (answer.status === Status.OK) expect(answer.models ?? null, path).toBeNull();
      expectNoLeak(answer, a);
    }
  };
}

/** B stops or changes A's custom follow rule (of either kind) by its id: refused, nothing changes. */
function ruleIdProbe(path: string): Probe {
  return async (a: Holder, b: Holder) => {
    const { ruleId } = a.requests[path]!.models as { ruleId: number };
    const before = await databaseFingerprint(world.server.database.db);
    const attempts: Record<string, string | number>[] = [
      { ruleId, stop: "1" },
      { ruleId, amount: "1", times: "1", payType: "1" },
    ];
    for (const params of attempts) {
      const answer = await playerCall(app(), b, "GET", path, { ...params, requestId: newRequestId() });
      expect(answer.status).toBe(Status.REFUSED);
      expectNoLeak(answer, a);
    }
    expect(await databaseFingerprint(world.server.database.db)).toEqual(before);
  };
}

/** B repeats A's rule requestId with B's own terms: B gets no answer of A's, A's view is unchanged. */
function ruleRequestProbe(path: string): Probe {
  return async (a: Holder, b: Holder) => {
    const before = await viewOf(a);
    const params = { ...b.requests[path]!.params, requestId: a.requests[path]!.params.requestId! };
    const answer = await playerCall<unknown>(app(), b, "GET", path, params);
    expect(answer.models).not.toEqual(a.requests[path]!.models);
    expectNoLeak(answer, a);
    expect(await viewOf(a)).toEqual(before);
  };
}

/** B writes with A's id: nothing at all changes in the database, and nothing of A's comes back. */
function write(path: string, paramsOf: (a: Holder, b: Holder) => Record<string, string | number>): Probe {
  return async (a, b) => {
    const before = await databaseFingerprint(world.server.database.db);
    const answer = await playerCall<unknown>(app(), b, "POST", path, paramsOf(a, b));
    expect(await databaseFingerprint(world.server.database.db), `${path}: ${answer.msg}`).toEqual(before);
    expectNoLeak(answer, a);
  };
}

/** What A sees of A's money and orders. */
async function viewOf(a: Holder): Promise<Envelope<unknown>[]> {
  const paths = ["account/userinfo", "fund/list", "fund/in", "fund/out", "order/list", "YuEBao/Info"];
  const more = ["YuEBao/Records", "Transfer/Records", "Transfer/Wallets", "Activity/PromotionRecords"];
  const loyalty = ["UserCenter/QueryInventory", "UserCenter/PointsRecords", "Store/GetProductList"];
  return Promise.all([...paths, ...more, ...loyalty].map((path) => playerCall(app(), a, "GET", path)));
}

/** B repeats B's own call with A's requestId: never A's answer, and A's money and orders stay as they were. */
function ownRequest(path: string): Probe {
  return async (a, b) => {
    const mine = b.requests[path]!;
    const before = await viewOf(a);
    const params = { ...mine.params, requestId: a.requests[path]!.params.requestId! };
    const answer = await playerCall<unknown>(app(), b, "POST", path, params);
    expect(answer.models).not.toEqual(a.requests[path]!.models);
    expectNoLeak(answer, a);
    expect(await viewOf(a)).toEqual(before);
  };
}

const REQUEST_PATHS = [
  "fund/withdraw",
  "Activity/ClaimPromotion",
  "YuEBao/TransferIn",
  "YuEBao/TransferOut",
  "Transfer/In",
  "Transfer/Out",
  "Transfer/AllOut",
  "lottery/bet_szc",
  "lottery/bet_jc_create",
  "lottery/bet_jc",
  "lottery/bet_ozb",
  "lottery/bet_youhua_create",
  "lottery/bet_together",
  "lottery/bet_join",
  "Store/BuyProduct",
  "Lottery/Bet_JC_Follow",
  "Activity/Bet_ScratchCard",
  "Activity/Bet_SmallGame",
  "Activity/DoSSJCAct",
  "Activity/EventPredict",
];

/** The bets a red packet may pay (issue 25): B names A's packet. */
const PACKET_PATHS = [
  "lottery/bet_szc",
  "lottery/bet_jc_create",
  "lottery/bet_jc",
  "lottery/bet_ozb",
  "lottery/bet_youhua_create",
];

const PROBES: Record<string, Probe> = {
  "GET /api/order/detail orderId": read("order/detail", (a) => [
    { orderId: a.lotteryOrderId },
    { orderId: a.sportsOrderId },
  ]),
  // B is no agent, and an agent's parentId outside its own tree is refused (agents.test.ts).
  "GET /api/Agent/Members parentId": read("Agent/Members", (a) => [{ parentId: a.mid }]),
  "GET /api/Order/ChaseDetail chaseId": read("Order/ChaseDetail", (a) => [{ chaseId: a.chaseId }]),
  "POST /api/Order/CancelChase chaseId": write("Order/CancelChase", (a) => ({ chaseId: a.chaseId })),
  "GET /api/hm/detail schemeId": async (a, b) => {
    const answer = await playerCall<Record<string, unknown>>(app(), b, "GET", "hm/detail", {
      schemeId: a.schemeId,
    });
    expect(answer.models).toMatchObject({
      schemeId: a.schemeId,
      myShares: 0,
      tickets: null,
      mayCancel: false,
    });
    expectNoLeak(answer, a);
  },
  "POST /api/hm/cancel schemeId": write("hm/cancel", (a) => ({ schemeId: a.schemeId })),
  "GET /api/order/editReleaseOrderFollowRule ruleId": ruleIdProbe("order/editReleaseOrderFollowRule"),
  "GET /api/order/editReleaseOrderFollowRule requestId": ruleRequestProbe("order/editReleaseOrderFollowRule"),
  "GET /api/hm/addfollowerrule ruleId": ruleIdProbe("hm/addfollowerrule"),
  "GET /api/hm/addfollowerrule requestId": ruleRequestProbe("hm/addfollowerrule"),
  "POST /api/Lottery/DeleteNumber id": write("Lottery/DeleteNumber", (a) => ({
    id: (a.requests["Lottery/SaveNumber"]!.models as { id: number }).id,
  })),
  "POST /api/SiteMsg/MailRead id": write("SiteMsg/MailRead", (a) => ({ id: a.mailId })),
  "GET /api/Activity/Get_ScratchCard cardId": read("Activity/Get_ScratchCard", (a) => [
    { cardId: a.scratchCardId },
  ]),
  "POST /api/Activity/Prize_ScratchCard cardId": write("Activity/Prize_ScratchCard", (a) => ({
    cardId: a.scratchCardId,
  })),
  "GET /api/Activity/FairPlay id": read("Activity/FairPlay", (a) => [
    { game: "scratch", id: a.scratchCardId },
    { game: "slot", id: a.slotPlayId },
  ]),
  ...Object.fromEntries(
    PACKET_PATHS.map((path) => [
      `POST /api/${path} packetId`,
      write(path, (a, b) => ({
        ...b.requests[path]!.params,
        requestId: newRequestId(),
        packetId: (a.requests["Store/BuyProduct"]!.models as { itemId: number }).itemId,
      })),
    ]),
  ),
  "POST /api/BankCard/BindWallet cardNo": write("BankCard/BindWallet", (a) => ({
    bankCode: "ICBC",
    cardNo: a.cardNo,
  })),
  "POST /api/BankCard/SetWallet walletId": write("BankCard/SetWallet", (a) => ({ walletId: a.walletId })),
  "POST /api/BankCard/DeleteWallet walletId": write("BankCard/DeleteWallet", (a) => ({
    walletId: a.walletId,
    withdrawPassword: WITHDRAW_PASSWORD,
  })),
  "POST /api/BankCard/SetAlipay alipayId": write("BankCard/SetAlipay", (a) => ({ alipayId: a.alipayId })),
  "POST /api/BankCard/DeleteAlipay alipayId": write("BankCard/DeleteAlipay", (a) => ({
    alipayId: a.alipayId,
    withdrawPassword: WITHDRAW_PASSWORD,
  })),
  "POST /api/fund/withdraw walletId": write("fund/withdraw", (a) => ({
    amount: "10",
    walletId: a.walletId,
    requestId: newRequestId(),
    withdrawPassword: WITHDRAW_PASSWORD,
  })),
  ...Object.fromEntries(REQUEST_PATHS.map((path) => [`POST /api/${path} requestId`, ownRequest(path)])),
  // Comments (issue 24): A's comment waits for moderation, so only A sees it.
  "GET /api/order/QueryUserCommentList targetId": async (a, b) => {
    const pending = await pendingCommentOf(a);
    const answer = await playerCall<{ list: { commentId: number }[] }>(
      app(),
      b,
      "GET",
      "order/QueryUserCommentList",
      {
        targetType: "scheme",
        targetId: a.schemeId,
      },
    );
    expect(answer.status).toBe(Status.OK);
    expect(answer.models?.list.map((c) => c.commentId)).not.toContain(pending);
    expectNoLeak(answer, a);
  },
  "POST /api/order/AddUserReply commentId": async (a, b) => {
    const commentId = await pendingCommentOf(a);
    await write("order/AddUserReply", () => ({ commentId, content: "IDOR" }))(a, b);
  },
  "POST /api/order/AddUserReply replyId": async (a, b) => {
    const replyId = await pendingCommentOf(a);
    const commentId = await pendingCommentOf(b);
    await write("order/AddUserReply", () => ({ commentId, replyId, content: "IDOR" }))(a, b);
  },
  "POST /api/order/LikeUserComment commentId": async (a, b) => {
    const commentId = await pendingCommentOf(a);
    await write("order/LikeUserComment", () => ({ commentId, like: "1" }))(a, b);
  },
};

/** A new comment of the player's on their own scheme, still waiting for moderation: its id. */
async function pendingCommentOf(player: Holder): Promise<number> {
  const made = await playerCall<{ commentId: number }>(app(), player, "POST", "order/addUserComment", {
    targetType: "scheme",
    targetId: player.schemeId,
    content: "待审核的评论",
  });
  expect(made.status, made.msg).toBe(Status.OK);
  return made.models!.commentId;
}

/** A GET of `path` with only the common parameters, signed, as the player of `token`. */
function signedUrl(path: string, token: string): string {
  const common = { c: "1", v: "1", p: "5", t: String(Math.floor(Date.now() / 1000)), tk: token };
  const query = new URLSearchParams({ ...common, s: signParams(common, DEV_SIGN_KEY) });
  return `${path}?${query.toString()}`;
}

/** Every documented player call's parameters that name a record: "METHOD path name". */
function idParameters(): string[] {
  return documentedCalls(app(), "/api/").flatMap((route) =>
    route.fields
      .filter((field) => /^(id|no)$|(Id|No)$/.test(field.name))
      .map((field) => `${route.method} ${route.path} ${field.name}`),
  );
}

describe("IDOR: player B with player A's ids", () => {
  it("probes every id-taking call of the OpenAPI description, or names why its id is public", () => {
    const covered = [...Object.keys(PUBLIC_IDS), ...Object.keys(PROBES)].sort();
    expect(idParameters().sort()).toEqual(covered);
  });

  it.each(Object.keys(PROBES))("%s", async (key) => {
    await PROBES[key]!(world.a, world.b);
  });

  it("never shows A's records in any documented read B makes", async () => {
    const reads = documentedCalls(app(), "/api/").filter((route) => route.method === "GET");
    expect(reads.length).toBeGreaterThan(40);
    for (const route of reads) {
      // As a stream: an event stream (Kefu/Events) answers at its headers and would never end. It
      // carries only the caller's own conversation (kefu-live.test.ts); it is closed unread here.
      const res = await app().inject({
        method: "GET",
        url: signedUrl(route.path, world.b.token),
        payloadAsStream: true,
      });
      expect(res.statusCode, route.path).toBe(200);
      const stream = res.stream();
      if (String(res.headers["content-type"]).includes("text/event-stream")) {
        stream.destroy();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expectNoLeak(Buffer.concat(chunks).toString("utf8"), world.a);
    }
  });

  it("shows A's records to A (the markers are real)", async () => {
    const detail = await playerCall<unknown>(app(), world.a, "GET", "order/detail", {
      orderId: world.a.lotteryOrderId,
    });
    expect(JSON.stringify(detail)).toContain(world.a.lotteryOrderId);
  });
});
