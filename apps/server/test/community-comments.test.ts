import { beforeAll, describe, expect, it } from "vitest";
import {
  Msg,
  type AdminCommentRow,
  type CommentBanRow,
  type CommentItem,
  type CommentLikeModels,
  type CommentPage,
  type CommentReply,
  type CommunityRules,
  type Envelope,
  type Paged,
} from "@lottery/contract";
import { newPlayer, type TestPlayer } from "./cards-fixtures.ts";
import { auditRows } from "./admin-fixtures.ts";
import { releaseCall, sportsSchemeCall, twoLegs } from "./community-fixtures.ts";
import { operatorCall } from "./helpers.ts";
import { moneyPlayer, okModels, playerCall } from "./money-helpers.ts";
import { startSportsServer } from "./sports-fixtures.ts";
import { serverOfFile } from "./server-fixtures.ts";

const ctx = serverOfFile(() => startSportsServer());
const app = () => ctx.app;

let releaseId = "";
let schemeId = "";

beforeAll(async () => {
  const legs = await twoLegs(ctx);
  const boss = await moneyPlayer(app(), "cmboss", 200);
  releaseId = (await okModels(releaseCall(ctx, boss, legs))).releaseId!;
  schemeId = (await okModels(sportsSchemeCall(ctx, boss, legs))).schemeId;
});

const comment = (
  player: TestPlayer,
  content: string,
  target = { targetType: "release", targetId: releaseId },
) => playerCall<CommentItem>(app(), player, "POST", "order/addUserComment", { ...target, content });
const reply = (player: TestPlayer, params: Record<string, string | number>) =>
  playerCall<CommentReply>(app(), player, "POST", "order/AddUserReply", params);
const thread = (player: TestPlayer, target = { targetType: "release", targetId: releaseId }) =>
  okModels(playerCall<CommentPage>(app(), player, "GET", "order/QueryUserCommentList", target));
const like = (player: TestPlayer, commentId: number, on = "1") =>
  playerCall<CommentLikeModels>(app(), player, "POST", "order/LikeUserComment", { commentId, like: on });
const consoleCall = <T>(method: "GET" | "POST", path: string, body: Record<string, unknown> = {}) =>
  operatorCall<T>(app(), ctx.operator, method, path, body);
const approve = async (id: number) =>
  expect(await consoleCall("POST", "/community/comments/approve", { id })).toMatchObject({ status: 0 });

describe("comments through moderation", () => {
  it("keeps a new comment 审核中 for its author only until approved, and a hidden one disappears", async () => {
    const writer = await newPlayer(app(), "cmwriter");
    const reader = await newPlayer(app(), "cmreader");
    const first = await okModels(comment(writer, "<b>主队必胜</b> & 稳"));
    expect(first).toMatchObject({
      floor: 1,
      status: "pending",
      statusName: Msg.community.pendingName,
      content: "<b>主队必胜</b> & 稳",
      mine: true,
      nickName: "cmwriter",
      replies: [],
      replyCount: 0,
    });
    const second = await okModels(comment(reader, "跟了"));
    expect(second.floor).toBe(2);
    // Each sees only their own pending floor.
    expect((await thread(writer)).list.map((c) => c.commentId)).toEqual([first.commentId]);
    expect((await thread(reader)).list.map((c) => c.commentId)).toEqual([second.commentId]);
    const queue = await okModels(
      consoleCall<Paged<AdminCommentRow>>("GET", "/community/comments", { status: "pending" }),
    );
    expect(queue.list.map((c) => c.id)).toEqual(expect.arrayContaining([first.commentId, second.commentId]));
    expect(queue.list.find((c) => c.id === first.commentId)).toMatchObject({
      userName: "cmwriter",
      floor: 1,
    });
    await approve(first.commentId);
    const seen = await thread(reader);
    expect(seen.list.map((c) => [c.floor, c.status, c.statusName])).toEqual([
      [1, "approved", ""],
      [2, "pending", Msg.community.pendingName],
    ]);
    expect(seen.list[0]).toMatchObject({ content: "<b>主队必胜</b> & 稳", mine: false });
    expect(seen.list[0]?.nickName).toContain("*");
    // Hiding an approved comment takes it away from everyone, its author included.
    expect(await consoleCall("POST", "/community/comments/hide", { id: first.commentId })).toMatchObject({
      status: 0,
      models: { status: "hidden" },
    });
    expect((await thread(reader)).list.map((c) => c.commentId)).toEqual([second.commentId]);
    expect((await thread(writer)).total).toBe(0);
    const actions = (await auditRows(ctx.server.database.db)).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(["/community/comments/approve", "/community/comments/hide"]),
    );
  });

  it("nests replies one level with whom they answer, counts likes once each, and comments on schemes", async () => {
    const a = await newPlayer(app(), "cmrepa");
    const b = await newPlayer(app(), "cmrepb");
    const c = await newPlayer(app(), "cmrepc");
    const floor = await okModels(comment(a, "今晚这场怎么看", { targetType: "scheme", targetId: schemeId }));
    await approve(floor.commentId);
    const r1 = await okModels(reply(b, { commentId: floor.commentId, content: "看好主胜" }));
    expect(r1).toMatchObject({ rootId: floor.commentId, replyTo: null, status: "pending" });
    await approve(r1.commentId);
    // A reply to a reply (named by its own id, or by replyId under the floor).
    const r2 = await okModels(
      reply(c, { commentId: floor.commentId, replyId: r1.commentId, content: "同意" }),
    );
    expect(r2).toMatchObject({ rootId: floor.commentId, replyTo: { uid: b.mid } });
    const r3 = await okModels(reply(a, { commentId: r1.commentId, content: "谢谢" }));
    expect(r3).toMatchObject({ rootId: floor.commentId, replyTo: { uid: b.mid } });
    await approve(r3.commentId);
    // r2 is still pending: a sees the floor with r1 and r3 only.
    const seenByA = await thread(a, { targetType: "scheme", targetId: schemeId });
    expect(seenByA.list).toHaveLength(1);
    expect(seenByA.list[0]?.replies.map((r) => r.commentId)).toEqual([r1.commentId, r3.commentId]);
    expect(seenByA.list[0]?.replies[1]?.replyTo?.nickName).toContain("*");
    const seenByC = await thread(c, { targetType: "scheme", targetId: schemeId });
    expect(seenByC.list[0]?.replies.map((r) => [r.commentId, r.statusName])).toEqual([
      [r1.commentId, ""],
      [r2.commentId, Msg.community.pendingName],
      [r3.commentId, ""],
    ]);
    expect(seenByC.list[0]?.replyCount).toBe(3);
    // Likes: once per player, unlike takes it back.
    expect(await okModels(like(b, floor.commentId))).toEqual({
      commentId: floor.commentId,
      likes: 1,
      liked: true,
    });
    expect(await okModels(like(b, floor.commentId))).toEqual({
      commentId: floor.commentId,
      likes: 1,
      liked: true,
    });
    expect(await okModels(like(c, floor.commentId))).toMatchObject({ likes: 2 });
    expect(await okModels(like(b, floor.commentId, "0"))).toEqual({
      commentId: floor.commentId,
      likes: 1,
      liked: false,
    });
    const liked = await thread(c, { targetType: "scheme", targetId: schemeId });
    expect(liked.list[0]).toMatchObject({ likes: 1, liked: true });
    expect((await thread(b, { targetType: "scheme", targetId: schemeId })).list[0]).toMatchObject({
      liked: false,
    });
  });

  it("lets new comments show at once when the operator turns moderation off", async () => {
    const writer = await newPlayer(app(), "cmfast");
    const reader = await newPlayer(app(), "cmfastr");
    expect(await okModels(consoleCall<CommunityRules>("GET", "/community/settings"))).toEqual({
      moderation: true,
    });
    await okModels(consoleCall("POST", "/community/settings", { moderation: false }));
    try {
      const posted = await okModels(comment(writer, "直接显示"));
      expect(posted).toMatchObject({ status: "approved", statusName: "" });
      expect((await thread(reader)).list.map((c) => c.commentId)).toContain(posted.commentId);
    } finally {
      await okModels(consoleCall("POST", "/community/settings", { moderation: true }));
    }
  });
});

describe("at once", () => {
  it("gives concurrent floors distinct numbers and counts concurrent likes exactly", async () => {
    const target = { targetType: "scheme", targetId: schemeId };
    const players = await Promise.all(Array.from({ length: 8 }, (_, i) => newPlayer(app(), `cmrace${i}`)));
    const before = (await okModels(comment(players[0]!, "先占一楼", target))).floor;
    const floors = await Promise.all(
      players.map(async (p, i) => (await okModels(comment(p, `同时第${i}条`, target))).floor),
    );
    expect([...floors].sort((x, y) => x - y)).toEqual(players.map((_, i) => before + 1 + i));
    const first = (await thread(players[0]!, target)).list.find((c) => c.floor === before)!;
    await approve(first.commentId);
    const liked = await Promise.all(players.map((p) => okModels(like(p, first.commentId))));
    expect(liked.every((l) => l.liked)).toBe(true);
    expect((await thread(players[1]!, target)).list.find((c) => c.floor === before)?.likes).toBe(8);
  });
});

describe("what new text must pass", () => {
  it("refuses a sensitive word (also split by spaces), in comments, replies and introductions", async () => {
    const writer = await newPlayer(app(), "cmsens");
    const words = await consoleCall<{ words: string[] }>("POST", "/community/words", {
      words: ["代购", " 加微信 ", "代购"],
    });
    expect(words).toMatchObject({ status: 0, models: { words: ["代购", "加微信"] } });
    try {
      for (const text of ["找我代购彩票", "代 购", "加.微.信 123"])
        expect(await comment(writer, text), text).toMatchObject({
          status: 1,
          msg: Msg.community.sensitiveWord,
        });
      const ok = await okModels(comment(writer, "正常的评论"));
      expect(await reply(writer, { commentId: ok.commentId, content: "代购" })).toMatchObject({
        status: 1,
        msg: Msg.community.sensitiveWord,
      });
      expect(
        await playerCall(app(), writer, "POST", "community/saveSettings", { introduction: "专业代购" }),
      ).toMatchObject({ status: 1, msg: Msg.community.sensitiveWord });
    } finally {
      await okModels(consoleCall("POST", "/community/words", { words: [] }));
    }
  });

  it("refuses a player the operator stopped commenting, until allowed again", async () => {
    const writer = await newPlayer(app(), "cmbanned");
    const floor = await okModels(comment(writer, "第一条"));
    expect(await consoleCall("POST", "/community/ban", { userId: writer.mid, reason: "广告" })).toMatchObject(
      {
        status: 0,
      },
    );
    expect(await comment(writer, "第二条")).toMatchObject({ status: 1, msg: Msg.community.commentBanned });
    expect(await reply(writer, { commentId: floor.commentId, content: "回复" })).toMatchObject({
      status: 1,
      msg: Msg.community.commentBanned,
    });
    const bans = await okModels(consoleCall<Paged<CommentBanRow>>("GET", "/community/bans"));
    expect(bans.list).toEqual([
      expect.objectContaining({ userId: writer.mid, userName: "cmbanned", reason: "广告" }),
    ]);
    expect(await consoleCall("POST", "/community/unban", { userId: writer.mid })).toMatchObject({
      status: 0,
    });
    expect((await comment(writer, "第三条")).status).toBe(0);
    expect((await okModels(consoleCall<Paged<CommentBanRow>>("GET", "/community/bans"))).total).toBe(0);
    const actions = (await auditRows(ctx.server.database.db)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["/community/ban", "/community/unban"]));
  });

  it("allows 10 comments and replies a minute (status 7 beyond)", async () => {
    const chatty = await newPlayer(app(), "cmchatty");
    const first = await okModels(comment(chatty, "第1条"));
    for (let i = 2; i <= 9; i += 1) expect((await comment(chatty, `第${i}条`)).status).toBe(0);
    expect((await reply(chatty, { commentId: first.commentId, content: "第10条" })).status).toBe(0);
    expect(await comment(chatty, "第11条")).toMatchObject({ status: 7, msg: Msg.community.tooManyComments });
    ctx.clock.advance(61_000);
    expect((await comment(chatty, "一分钟后")).status).toBe(0);
  });

  it("names a malformed field in Chinese (status 2) and refuses an unknown target", async () => {
    const writer = await newPlayer(app(), "cmparams");
    const cases: [Record<string, string | number>, string][] = [
      [{ targetType: "post", targetId: releaseId, content: "x" }, "targetType"],
      [{ targetType: "release", targetId: "F../1", content: "x" }, "targetId"],
      [{ targetType: "release", targetId: releaseId, content: "   " }, "content"],
      [{ targetType: "release", targetId: releaseId, content: "长".repeat(201) }, "content"],
      [{ targetType: "release", targetId: releaseId }, "content"],
    ];
    for (const [params, field] of cases) {
      const answer: Envelope<unknown> = await playerCall(
        app(),
        writer,
        "POST",
        "order/addUserComment",
        params,
      );
      expect(answer.status, field).toBe(2);
      expect(answer.msg).toContain(field);
      expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const badReply = await reply(writer, { commentId: "1e3", content: "x" });
    expect(badReply.status).toBe(2);
    expect(badReply.msg).toContain("commentId");
    const badLike = await like(writer, 1, "2");
    expect(badLike.status).toBe(2);
    expect(badLike.msg).toContain("like");
    expect(
      await comment(writer, "x", { targetType: "release", targetId: "F202601010000000000" }),
    ).toMatchObject({
      status: 1,
      msg: Msg.community.targetNotFound,
    });
    expect(await comment(writer, "x", { targetType: "scheme", targetId: releaseId })).toMatchObject({
      status: 1,
      msg: Msg.community.targetNotFound,
    });
  });
});

describe("IDOR", () => {
  it("a player cannot read, answer or like another's pending comment, nor write as another player", async () => {
    const owner = await newPlayer(app(), "cmidowner");
    const intruder = await newPlayer(app(), "cmidintr");
    const pending = await okModels(comment(owner, "还在审核"));
    expect((await thread(intruder)).list.map((c) => c.commentId)).not.toContain(pending.commentId);
    expect(await reply(intruder, { commentId: pending.commentId, content: "偷看" })).toMatchObject({
      status: 1,
      msg: Msg.community.commentNotFound,
    });
    expect(await like(intruder, pending.commentId)).toMatchObject({
      status: 1,
      msg: Msg.community.commentNotFound,
    });
    const admin = await okModels(
      consoleCall<Paged<AdminCommentRow>>("GET", "/community/comments", { userId: owner.mid }),
    );
    expect(admin.list.find((c) => c.id === pending.commentId)?.likes).toBe(0);
    // `mid` is the caller's own member id on every call: naming another changes nothing (the token decides).
    const posed = await okModels(
      playerCall<CommentItem>(app(), intruder, "POST", "order/addUserComment", {
        targetType: "release",
        targetId: releaseId,
        content: "冒名",
        mid: owner.mid,
      }),
    );
    expect(posed).toMatchObject({ uid: intruder.mid, mine: true });
    // A hidden comment is gone for the intruder's reply too.
    await consoleCall("POST", "/community/comments/hide", { id: posed.commentId });
    expect(await reply(owner, { commentId: posed.commentId, content: "回" })).toMatchObject({ status: 1 });
    // The consoleCall refuses players' tokens and unknown comments.
    expect((await operatorCall(app(), owner.token, "GET", "/community/comments")).status).toBe(4);
    expect(await consoleCall("POST", "/community/comments/approve", { id: 999_999_999 })).toMatchObject({
      status: 1,
      msg: Msg.community.commentNotFound,
    });
  });
});
