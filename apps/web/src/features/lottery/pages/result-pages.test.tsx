import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AllResultsModels, DrawResult, ResultDetail, VerifyModels } from "@lottery/contract";
import { setUpPageTests } from "../../../lib/test-helpers.ts";
import { renderRoute } from "../test-fixtures.ts";
import ResultDetailListPage from "./ResultDetailListPage.tsx";
import ResultDetailPage from "./ResultDetailPage.tsx";
import ResultPage from "./ResultPage.tsx";

let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);
const PLACES = ["/", "/result", "/resultDetailList/:gamename", "/resultDetail/:gameCode/:issue", "/ssq"];

const draw = (gameCode: string, gameName: string, issue: string, numbers: string): DrawResult => ({
  gameCode,
  gameName,
  issue,
  numbers,
  drawAt: "2026-11-19T21:15:00+08:00",
});

// recorded from lotteryresult/allresult (shortened)
const all: AllResultsModels = {
  groups: [
    {
      kind: "number",
      kindName: "全国彩",
      list: [
        draw("ssq", "双色球", "2026139", "03,10,16,20,24,29|13"),
        draw("dlt", "大乐透", "26139", "02,14,20,23,26|04,06"),
      ],
    },
    {
      kind: "official-fast",
      kindName: "高频彩",
      list: [draw("cqssc", "重庆时时彩", "20261122041", "5,0,2,8,5")],
    },
    { kind: "house", kindName: "极速彩", list: [] },
  ],
};

// recorded from lotteryresult/Detail
const ssqDetail: ResultDetail = {
  gameCode: "ssq",
  gameName: "双色球",
  issue: "2026139",
  status: "settled",
  numbers: "03,10,16,20,24,29|13",
  openAt: "2026-11-17T21:15:00+08:00",
  closeAt: "2026-11-19T20:00:00+08:00",
  drawAt: "2026-11-19T21:15:00+08:00",
  drawnAt: "2026-11-19T21:15:00+08:00",
  source: "feed",
  tiers: [
    { tier: "1", floating: true, amount: 9419469 },
    { tier: "2", floating: true, amount: null },
    { tier: "3", floating: false, amount: 3000 },
    { tier: "6", floating: false, amount: 5 },
  ],
  fairness: null,
};

const houseDetail: ResultDetail = {
  ...ssqDetail,
  gameCode: "ffssc",
  gameName: "分分时时彩",
  issue: "202611220643",
  numbers: "3,9,3,2,2",
  source: "house",
  tiers: [
    { tier: "5XZX", floating: false, amount: 100000 },
    { tier: "DXDS", floating: false, amount: 4 },
  ],
  fairness: {
    seedHash: "6d1c00736edb9f197b37351efeb297a86b58dce836436d2af77372643a0561be",
    seed: "cba8ae49effcfc897f3395eecc4f7ee83710c17b794009bbac025456f8afadbf",
    chainId: 4,
    chainIndex: 60,
    anchor: "44b9e2f41a3b014576520b93d48406ea29f138b9b284c7cac13aa5c8f9db7a76",
  },
};

const verified: VerifyModels = {
  gameCode: "ffssc",
  issue: "202611220643",
  seed: houseDetail.fairness!.seed!,
  seedHash: houseDetail.fairness!.seedHash!,
  numbers: "3,9,3,2,2",
  recomputed: "3,9,3,2,2",
  hashOk: true,
  linkOk: true,
  ok: true,
};

beforeEach(() => {
  answers = {};
});

describe("/result", () => {
  it("shows the newest draw of every game by kind, leaves out empty kinds, and opens a game's history", async () => {
    answers["lotteryresult/allresult"] = all;
    const router = renderRoute(<ResultPage />, "/result", "/result", PLACES);
    const number = await screen.findByTestId("result-group-number");
    expect(number.textContent).toContain("全国彩");
    const rows = within(number).getAllByTestId("result-row");
    expect(rows[0]!.textContent).toContain("双色球第2026139期2026-11-19 21:15");
    expect([...rows[0]!.querySelectorAll(".draw-ball")].map((b) => b.textContent)).toEqual([
      "03",
      "10",
      "16",
      "20",
      "24",
      "29",
      "13",
    ]);
    expect(rows[0]!.querySelectorAll(".draw-ball-blue")).toHaveLength(1);
    expect(screen.getByTestId("result-group-official-fast").textContent).toContain("重庆时时彩");
    expect(screen.queryByTestId("result-group-house")).toBeNull();
    fireEvent.click(rows[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/resultDetailList/dlt"));
  });

  it("says so when nothing is drawn yet", async () => {
    answers["lotteryresult/allresult"] = { groups: [] };
    renderRoute(<ResultPage />, "/result", "/result", PLACES);
    expect(await screen.findByText("暂无开奖结果")).toBeTruthy();
  });
});

describe("/resultDetailList/{gamename}", () => {
  it("lists the game's draws page by page and opens one", async () => {
    answers["lotteryresult/list"] = {
      list: [
        draw("ssq", "双色球", "2026139", "03,10,16,20,24,29|13"),
        draw("ssq", "双色球", "2026138", "01,03,09,13,24,29|07"),
      ],
      total: 2,
    };
    const router = renderRoute(
      <ResultDetailListPage />,
      "/resultDetailList/:gamename",
      "/resultDetailList/SSQ",
      PLACES,
    );
    const rows = await screen.findAllByTestId("result-row");
    expect(rows).toHaveLength(2);
    expect(screen.getByText("双色球历史开奖")).toBeTruthy();
    expect(rows[1]!.textContent).toContain("第2026138期");
    expect(calls("lotteryresult/list")[0]!.query).toMatchObject({
      gameCode: "ssq",
      pageIndex: "1",
      pageSize: "20",
    });
    fireEvent.click(rows[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/resultDetail/ssq/2026138"));
  });

  it("offers 去投注 to the game's page", async () => {
    answers["lotteryresult/list"] = { list: [], total: 0 };
    const router = renderRoute(
      <ResultDetailListPage />,
      "/resultDetailList/:gamename",
      "/resultDetailList/ssq",
      PLACES,
    );
    expect(await screen.findByText("暂无开奖结果")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "去投注" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/ssq"));
  });
});

describe("draw detail", () => {
  const PATTERN = "/resultDetail/:gameCode/:issue";

  it("shows numbers and tiers: 一等奖…, floating amounts or 待公布, no fairness for a feed game", async () => {
    answers["lotteryresult/Detail"] = ssqDetail;
    renderRoute(<ResultDetailPage />, PATTERN, "/resultDetail/ssq/2026139", PLACES);
    const tiers = await screen.findByTestId("result-tiers");
    expect(calls("lotteryresult/Detail")[0]!.query).toMatchObject({ gameCode: "ssq", issue: "2026139" });
    const lines = [...tiers.querySelectorAll("tbody tr")].map((tr) => tr.textContent);
    expect(lines).toEqual([
      "一等奖浮动9,419,469.00元",
      "二等奖浮动待公布",
      "三等奖3,000.00元",
      "六等奖5.00元",
    ]);
    expect(screen.getByTestId("result-draw").textContent).toContain("开奖时间：2026-11-19 21:15");
    expect(screen.queryByTestId("fairness")).toBeNull();
  });

  it("shows a house draw's seed hash and seed, and 验证 calls lotteryresult/Verify and shows the verdict", async () => {
    answers["lotteryresult/Detail"] = houseDetail;
    answers["lotteryresult/Verify"] = verified;
    renderRoute(<ResultDetailPage />, PATTERN, "/resultDetail/ffssc/202611220643", PLACES);
    const fair = await screen.findByTestId("fairness");
    expect(fair.textContent).toContain(houseDetail.fairness!.seedHash!);
    expect(fair.textContent).toContain(houseDetail.fairness!.seed!);
    expect(screen.getByTestId("result-tiers").textContent).toContain("五星直选");
    fireEvent.click(within(fair).getByRole("button", { name: "验证" }));
    const verdict = await screen.findByTestId("fair-verdict");
    expect(calls("lotteryresult/Verify")[0]!.query).toMatchObject({
      gameCode: "ffssc",
      issue: "202611220643",
    });
    expect(verdict.textContent).toContain("验证通过");
    expect(verdict.textContent).toContain("重算号码：3,9,3,2,2");
    expect(verdict.className).toContain("fair-ok");
  });

  it("shows a failed verification as failed, and hides 验证 while the seed is not revealed", async () => {
    answers["lotteryresult/Detail"] = houseDetail;
    answers["lotteryresult/Verify"] = { ...verified, recomputed: "1,1,1,1,1", ok: false };
    renderRoute(<ResultDetailPage />, PATTERN, "/resultDetail/ffssc/202611220643", PLACES);
    fireEvent.click(within(await screen.findByTestId("fairness")).getByRole("button", { name: "验证" }));
    const verdict = await screen.findByTestId("fair-verdict");
    expect(verdict.textContent).toContain("验证未通过");
    expect(verdict.className).toContain("fair-bad");
  });

  it("before the draw: 等待开奖 and the seed 开奖后公布, no 验证", async () => {
    answers["lotteryresult/Detail"] = {
      ...houseDetail,
      status: "open",
      numbers: null,
      drawnAt: null,
      fairness: { ...houseDetail.fairness!, seed: null },
    };
    renderRoute(<ResultDetailPage />, PATTERN, "/resultDetail/ffssc/202611220700", PLACES);
    const fair = await screen.findByTestId("fairness");
    expect(screen.getByText("等待开奖")).toBeTruthy();
    expect(fair.textContent).toContain("开奖后公布");
    expect(within(fair).queryByRole("button", { name: "验证" })).toBeNull();
  });
});
