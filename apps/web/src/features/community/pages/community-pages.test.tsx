// The players' community screens (issue 24) against the real server: the follow button and counts on a
// homepage, 我的关注 / 粉丝, the comment thread through moderation, the private homepage.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Dialog } from "antd-mobile";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type {
  AdminCommentRow,
  AuthModels,
  BetJcReleaseModels,
  Envelope,
  Paged,
  SportsMatchAdminView,
} from "@lottery/contract";
import { CommentThread } from "../../../components/CommentThread.tsx";
import { loadAttentionMap } from "../../../lib/api/community.ts";
import { post, request } from "../../../lib/request.ts";
import { startSession } from "../../../lib/session.ts";
import { renderPage, shownToasts } from "#test/helpers.ts";
import { spOf, tap, useSportsServer } from "#test/features/sports/fixtures.ts";
import HomePage from "./HomePage.tsx";
import MyAttentionPage from "./MyAttentionPage.tsx";

const { server, sports } = useSportsServer();

let match1: SportsMatchAdminView;
let match2: SportsMatchAdminView;
let releaser: AuthModels;
let fan: AuthModels;
const uidOf = (auth: AuthModels) => auth.userInfo.Mid;

beforeAll(async () => {
  const now = Date.parse(await server.setUp.advanceClock(0));
  const kickoffAt = new Date(now + 3 * 3_600_000);
  match1 = await sports.createMatch({
    gameCode: "jczq",
    homeTeam: "巴塞罗那",
    awayTeam: "塞维利亚",
    kickoffAt,
  });
  match2 = await sports.createMatch({
    gameCode: "jczq",
    homeTeam: "皇家社会",
    awayTeam: "比利亚雷亚尔",
    kickoffAt,
  });
  releaser = await server.setUp.player("cmtreleaser", 200);
  fan = await server.setUp.player("cmtfan", 0);
}, 60_000);

/** The releaser releases match1 胜 × match2 平 (2串1); answers the release number. */
async function release(): Promise<string> {
  startSession(releaser);
  const legs = [
    {
      matchId: match1.matchId,
      play: "SPF",
      options: [{ code: "3", sp: spOf(match1, "SPF", "3") }],
      banker: false,
    },
    {
      matchId: match2.matchId,
      play: "SPF",
      options: [{ code: "1", sp: spOf(match2, "SPF", "1") }],
      banker: false,
    },
  ];
  const placed = await post<BetJcReleaseModels>("lottery/bet_jc_create", {
    gameCode: "jczq",
    passTypes: "2_1",
    legs: JSON.stringify(legs),
    multiple: 1,
    release: 1,
    commissionPercent: 5,
    pitch: "稳胆推荐",
    requestId: `cmt-release-${Date.now()}`,
  });
  return placed.releaseId!;
}

const followButton = () => within(screen.getByTestId("home-header")).getByTestId("follow-button");

describe("a player's homepage and 我的关注", () => {
  it("follows the releaser from their homepage: 已关注, their fans go up; the attention map the buttons read holds them", async () => {
    const releaseId = await release();
    startSession(fan);
    renderPage(<HomePage />, `/homePage?uid=${uidOf(releaser)}`);
    const header = await screen.findByTestId("home-header");
    await within(header).findByText("粉丝");
    await waitFor(() => expect(followButton().textContent).toBe("关注"));
    expect(within(header).getByText("中奖次数")).toBeTruthy();
    // the 发单 tab lists the release
    await waitFor(() =>
      expect(document.querySelector(`[data-release="${releaseId}"]`)?.textContent).toContain("稳胆推荐"),
    );

    await tap(followButton());
    await waitFor(() => expect(followButton().textContent).toBe("已关注"));
    expect(shownToasts()).toContain("关注成功");
    const fansFigure = within(screen.getByTestId("home-figures")).getByText("粉丝").parentElement!;
    await waitFor(() => expect(fansFigure.textContent).toBe("1粉丝"));

    // the attention map the buttons read holds the releaser (not following back: not mutual)
    expect([...(await loadAttentionMap())]).toEqual([[uidOf(releaser), false]]);
  });

  it("the releaser sees the fan under 粉丝 and follows back: 互相关注", async () => {
    startSession(releaser);
    renderPage(<MyAttentionPage />, "/myAttention?tab=fans");
    await screen.findByRole("tab", { name: "粉丝 1" });
    const row = await screen.findByTestId("person-row");
    expect(row.getAttribute("data-uid")).toBe(String(uidOf(fan)));
    const button = within(row).getByTestId("follow-button");
    await waitFor(() => expect(button.textContent).toBe("关注"));
    await tap(button);
    await waitFor(() => expect(within(row).getByTestId("follow-button").textContent).toBe("互相关注"));
    expect((await loadAttentionMap()).get(uidOf(fan))).toBe(true);
  });

  it("unfollowing asks first; a private homepage shows the notice and no lists", async () => {
    startSession(releaser);
    await post("community/saveSettings", { homepagePrivate: "1" });
    startSession(fan);
    const confirm = vi.spyOn(Dialog, "confirm").mockResolvedValue(true);
    renderPage(<HomePage />, `/homePage?uid=${uidOf(releaser)}`);
    await screen.findByText("该用户已设置主页隐私，战绩和方案不对外展示");
    expect(screen.queryByTestId("home-figures")).toBeNull();
    expect(screen.queryByRole("tab", { name: "发单" })).toBeNull();
    await waitFor(() => expect(followButton().textContent).toBe("互相关注"));
    await tap(followButton());
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining("取消关注") }),
    );
    await waitFor(() => expect(followButton().textContent).toBe("关注"));
    startSession(releaser);
    await post("community/saveSettings", { homepagePrivate: "0" });
  });
});

describe("the comment thread", () => {
  it("a new comment is 审核中 for its writer only, shown as text; approved, others see it and like it", async () => {
    const releaseId = await release();
    const text = "<img src=x onerror=alert(1)>跟了！";
    startSession(fan);
    renderPage(<CommentThread targetType="release" targetId={releaseId} />, "/thread");
    await screen.findByText("还没有评论，来说两句吧");
    const composer = screen.getByTestId("comment-composer");
    const send = within(composer).getByRole("button", { name: "发送" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(composer).getByRole("textbox"), { target: { value: "   " } });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(composer).getByRole("textbox"), { target: { value: text } });
    await tap(send);
    const floor = await screen.findByTestId("comment-floor");
    expect(within(floor).getByText(text)).toBeTruthy();
    expect(floor.querySelector("img")).toBeNull();
    expect(within(floor).getByTestId("comment-pending").textContent).toBe("审核中");
    expect(shownToasts()).toContain("评论已提交，审核通过后其他玩家可见");

    // the releaser does not see it yet
    cleanup();
    startSession(releaser);
    const thread = await request<Paged<unknown>>("order/QueryUserCommentList", {
      targetType: "release",
      targetId: releaseId,
    });
    expect(thread.total).toBe(0);

    // the operator approves it from the moderation queue
    const queue = (await server.setUp.operator("GET", "/community/comments?status=pending")) as Envelope<
      Paged<AdminCommentRow>
    >;
    const row = queue.models!.list.find((c) => c.content === text)!;
    expect(row.statusName).toBe("待审核");
    const approved = (await server.setUp.operator("POST", "/community/comments/approve", {
      id: row.id,
    })) as Envelope<AdminCommentRow>;
    expect(approved.models?.status, approved.msg).toBe("approved");

    renderPage(<CommentThread targetType="release" targetId={releaseId} />, "/thread");
    const shown = await screen.findByTestId("comment-floor");
    expect(within(shown).getByText(text)).toBeTruthy();
    expect(within(shown).queryByTestId("comment-pending")).toBeNull();
    expect(within(shown).getByText("1楼")).toBeTruthy();
    await tap(within(shown).getByRole("button", { name: "赞 0" }));
    await within(shown).findByRole("button", { name: "赞 1" });

    // the releaser replies to the floor: the reply is 审核中 under it
    await tap(within(shown).getByRole("button", { name: "回复" }));
    const composer2 = screen.getByTestId("comment-composer");
    fireEvent.change(within(composer2).getByRole("textbox"), { target: { value: "谢谢支持" } });
    await tap(within(composer2).getByRole("button", { name: "发送" }));
    const reply = await screen.findByTestId("comment-reply");
    expect(within(reply).getByText("谢谢支持")).toBeTruthy();
    expect(within(reply).getByTestId("comment-pending").textContent).toBe("审核中");
  });

  it("the server's refusal of a banned writer is shown as its Chinese toast", async () => {
    const releaseId = await release();
    await server.setUp.operator("POST", "/community/ban", { userId: uidOf(fan), reason: "测试" });
    startSession(fan);
    renderPage(<CommentThread targetType="release" targetId={releaseId} />, "/thread");
    await screen.findByText("还没有评论，来说两句吧");
    const composer = screen.getByTestId("comment-composer");
    fireEvent.change(within(composer).getByRole("textbox"), { target: { value: "再来一条" } });
    await tap(within(composer).getByRole("button", { name: "发送" }));
    await waitFor(() => expect(shownToasts()).toContain("您已被禁止评论，如有疑问请联系客服"));
    expect(screen.queryByTestId("comment-floor")).toBeNull();
    await server.setUp.operator("POST", "/community/unban", { userId: uidOf(fan) });
  });
});
