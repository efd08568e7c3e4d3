import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { gameRoute } from "@lottery/rules";
import type { AllResultsModels, DrawResult, Paged, ResultDetail, VerifyModels } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { useRealServer } from "#test/real-server.ts";
import { request } from "../../../lib/request.ts";
import { tierName } from "../logic/order-view.ts";
import { lotteryOps, renderRoute } from "#test/features/lottery/fixtures.ts";
import ResultDetailListPage from "./ResultDetailListPage.tsx";
import ResultDetailPage from "./ResultDetailPage.tsx";
import ResultPage from "./ResultPage.tsx";

// Forced draws: the operator's result entry draws an issue on sale with chosen numbers at once.
const server = useRealServer({ ALLOW_FORCED_DRAWS: "1" });
const lottery = lotteryOps(server);
const qxcRoute = gameRoute("qxc");
const QXC_BET = qxcRoute ? qxcRoute.path : "/qxc";
const PLACES = ["/", "/result", "/resultDetailList/:gamename", "/resultDetail/:gameCode/:issue", QXC_BET];
const DETAIL = "/resultDetail/:gameCode/:issue";

const detailOf = (gameCode: string, issue: string) =>
  request<ResultDetail>("lotteryresult/Detail", { gameCode, issue });
const ballsOf = (el: Element) => [...el.querySelectorAll(".draw-ball")].map((b) => b.textContent);

// The one moment the server has no draw at all: this describe runs before the draws below.
describe("/result before any draw", () => {
  it("says so when nothing is drawn yet", async () => {
    renderRoute(<ResultPage />, "/result", "/result", PLACES);
    expect(await screen.findByText("暂无开奖结果")).toBeTruthy();
  });
});

describe("official draws entered by the operator", () => {
  let ssqFirst: Awaited<ReturnType<typeof lottery.enterDraw>>;
  let ssqSecond: typeof ssqFirst;
  beforeAll(async () => {
    // Only the first SSQ draw needs the next issue opened (a long clock move costs scheduler work).
    const once = { reopen: false };
    await lottery.enterDraw("cqssc", "5,0,2,8,5", once);
    await lottery.enterDraw("dlt", "02,14,20,23,26|04,06", once);
    ssqFirst = await lottery.enterDraw("ssq", "03,10,16,20,24,29|13", { prizes: { "1": 9419469 } });
    ssqSecond = await lottery.enterDraw("ssq", "01,03,09,13,24,29|07", once);
  }, 90_000);

  it("/result shows the newest draw of every game by kind as the server groups them, and opens a game's history", async () => {
    const router = renderRoute(<ResultPage />, "/result", "/result", PLACES);
    const number = await screen.findByTestId("result-group-number");
    const all = await request<AllResultsModels>("lotteryresult/allresult");
    // Kinds without a draw are left out: the groups shown are exactly the server's.
    for (const kind of ["number", "official-fast", "house"]) {
      const group = all.groups.find((g) => g.kind === kind);
      const shown = screen.queryByTestId(`result-group-${kind}`);
      expect(shown === null).toBe(group === undefined);
      if (group) expect(shown!.textContent).toContain(group.kindName);
    }
    const rows = within(number).getAllByTestId("result-row");
    const ssqRow = rows.find((r) => r.textContent?.startsWith("双色球"))!;
    const ssqNewest = all.groups.flatMap((g) => g.list).find((d) => d.gameCode === "ssq")!;
    expect(ssqRow.textContent).toContain(
      `双色球第${ssqSecond.issue}期${formatChinaDateTime(ssqNewest.drawAt)}`,
    );
    expect(ballsOf(ssqRow)).toEqual(ssqSecond.numbers.split(/[,|]/));
    expect(ssqRow.querySelectorAll(".draw-ball-blue")).toHaveLength(1);
    expect(screen.getByTestId("result-group-official-fast").textContent).toContain("重庆时时彩");
    fireEvent.click(rows.find((r) => r.textContent?.startsWith("大乐透"))!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/resultDetailList/dlt"));
  });

  it("/resultDetailList/{gamename} lists the game's draws page by page, newest first, and opens one", async () => {
    const router = renderRoute(
      <ResultDetailListPage />,
      "/resultDetailList/:gamename",
      "/resultDetailList/SSQ",
      PLACES,
    );
    const rows = await screen.findAllByTestId("result-row");
    expect(screen.getByText("双色球历史开奖")).toBeTruthy();
    const history = await request<Paged<DrawResult>>("lotteryresult/list", { gameCode: "ssq" });
    expect(history.list.map((d) => d.issue)).toEqual([ssqSecond.issue, ssqFirst.issue]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain(`第${ssqFirst.issue}期`);
    expect(ballsOf(rows[1]!)).toEqual(ssqFirst.numbers.split(/[,|]/));
    expect(server.calls("lotteryresult/list")[0]!.query).toMatchObject({
      gameCode: "ssq",
      pageIndex: "1",
      pageSize: "20",
    });
    fireEvent.click(rows[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/resultDetail/ssq/${ssqFirst.issue}`));
  });

  it("/resultDetailList offers 去投注 to the game's page when nothing is drawn", async () => {
    const router = renderRoute(
      <ResultDetailListPage />,
      "/resultDetailList/:gamename",
      "/resultDetailList/qxc",
      PLACES,
    );
    expect(await screen.findByText("暂无开奖结果")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "去投注" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(QXC_BET));
  });

  it("the draw detail shows numbers and tiers: 一等奖…, announced floating amounts or 待公布, no fairness for an official game", async () => {
    renderRoute(<ResultDetailPage />, DETAIL, `/resultDetail/ssq/${ssqFirst.issue}`, PLACES);
    const tiers = await screen.findByTestId("result-tiers");
    expect(server.calls("lotteryresult/Detail")[0]!.query).toMatchObject({
      gameCode: "ssq",
      issue: ssqFirst.issue,
    });
    const detail = await detailOf("ssq", ssqFirst.issue);
    const lines = [...tiers.querySelectorAll("tbody tr")].map((tr) => tr.textContent);
    // The entered 一等奖 amount, 二等奖 not announced, the fixed tiers at the server's amounts.
    expect(lines.slice(0, 2)).toEqual(["一等奖浮动9,419,469.00元", "二等奖浮动待公布"]);
    expect(lines).toEqual(
      detail.tiers.map(
        (t) =>
          `${tierName("ssq", t.tier)}${t.floating ? "浮动" : ""}${t.amount === null ? "待公布" : `${formatYuan(t.amount)}元`}`,
      ),
    );
    expect(ballsOf(screen.getByTestId("result-draw"))).toEqual(ssqFirst.numbers.split(/[,|]/));
    expect(screen.getByTestId("result-draw").textContent).toContain(
      `开奖时间：${formatChinaDateTime(detail.drawnAt ?? detail.drawAt)}`,
    );
    expect(screen.queryByTestId("fairness")).toBeNull();
  });
});

describe("house draws: seed, hash and 验证", () => {
  it("shows a drawn issue's seed hash and seed, and 验证 recomputes it on the server: passed", async () => {
    await lottery.openFastSale("ffssc");
    const drawn = await lottery.drawCurrentIssue("ffssc");
    renderRoute(<ResultDetailPage />, DETAIL, `/resultDetail/ffssc/${drawn.issue}`, PLACES);
    const fair = await screen.findByTestId("fairness");
    const { fairness } = await detailOf("ffssc", drawn.issue);
    expect(fairness?.seed).toBeTruthy();
    expect(fair.textContent).toContain(fairness!.seedHash);
    expect(fair.textContent).toContain(fairness!.seed);
    expect(screen.getByTestId("result-tiers").textContent).toContain("五星直选");
    expect(within(fair).getByText("公平性说明").getAttribute("href")).toBe("/fairness");
    fireEvent.click(within(fair).getByRole("button", { name: "验证" }));
    const verdict = await screen.findByTestId("fair-verdict");
    expect(server.calls("lotteryresult/Verify")[0]!.query).toMatchObject({
      gameCode: "ffssc",
      issue: drawn.issue,
    });
    expect(verdict.textContent).toContain("验证通过");
    expect(verdict.textContent).toContain(`重算号码：${drawn.numbers}`);
    expect(verdict.className).toContain("fair-ok");
  });

  it("shows a forced draw (numbers not from its seed) as failing verification", async () => {
    await lottery.openFastSale("ffssc");
    const forced = await lottery.enterDraw("ffssc", "1,1,1,1,1", { reopen: false });
    renderRoute(<ResultDetailPage />, DETAIL, `/resultDetail/ffssc/${forced.issue}`, PLACES);
    fireEvent.click(within(await screen.findByTestId("fairness")).getByRole("button", { name: "验证" }));
    const verdict = await screen.findByTestId("fair-verdict");
    const answer = await request<VerifyModels>("lotteryresult/Verify", {
      gameCode: "ffssc",
      issue: forced.issue,
    });
    expect(answer).toMatchObject({ numbers: "1,1,1,1,1", ok: false });
    expect(verdict.textContent).toContain("验证未通过");
    expect(verdict.textContent).toContain(`重算号码：${answer.recomputed}`);
    expect(verdict.className).toContain("fair-bad");
  });

  it("before the draw: 等待开奖 and the seed 开奖后公布, no 验证", async () => {
    const sale = await lottery.openFastSale("ffssc");
    renderRoute(<ResultDetailPage />, DETAIL, `/resultDetail/ffssc/${sale.issue}`, PLACES);
    const fair = await screen.findByTestId("fairness");
    expect(screen.getByText("等待开奖")).toBeTruthy();
    expect(fair.textContent).toContain((await detailOf("ffssc", sale.issue)).fairness!.seedHash);
    expect(fair.textContent).toContain("开奖后公布");
    expect(within(fair).queryByRole("button", { name: "验证" })).toBeNull();
  });
});
