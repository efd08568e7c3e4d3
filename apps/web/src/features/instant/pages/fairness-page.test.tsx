import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { LotteryPageInfo, ResultDetail, ScratchProduct } from "@lottery/contract";
import { useRealServer } from "#test/real-server.ts";
import { lotteryOps, renderRoute } from "#test/features/lottery/fixtures.ts";
import { request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";
import FairnessPage from "./FairnessPage.tsx";

const server = useRealServer();
const lottery = lotteryOps(server);
const PLACES = [
  "/",
  "/fairness",
  "/fairVerify",
  "/resultDetail/:gameCode/:issue",
  "/resultDetailList/:gamename",
];

describe("/fairness, the public fairness page", () => {
  let batch: ScratchProduct;
  let drawn: { issue: string; numbers: string };
  beforeAll(async () => {
    const created = await server.setUp.operator("POST", "/instant/scratch-batches", {
      name: "公平测试",
      price: 2,
      cardCount: 20,
      tiers: [
        { prize: 100, count: 1 },
        { prize: 10, count: 2 },
        { prize: 5, count: 4 },
      ],
    });
    batch = created.models as ScratchProduct;
    await lottery.openFastSale("ffssc");
    drawn = await lottery.drawCurrentIssue("ffssc");
  }, 60_000);

  it("shows, without login, a house game's next commitment and last revealed seed, the commands and the tables", async () => {
    expect(useSession.getState().userInfo).toBeFalsy();
    const router = renderRoute(<FairnessPage />, "/fairness", "/fairness", PLACES);
    expect(await screen.findByText("公平性")).toBeTruthy();

    // The published tables: the batch on sale with its exact return, the slot paytable with its RTP.
    const scratch = await screen.findByTestId("fairness-scratch");
    const row = within(scratch)
      .getAllByTestId("fairness-batch")
      .find((b) => b.textContent?.startsWith("公平测试"))!;
    expect(row.textContent).toContain("2元/张 · 共20张");
    expect(row.textContent).toContain("100元 × 1张（剩1张）");
    expect(row.textContent).toContain(`返奖率 ${batch.returnPercent}%`);
    expect(screen.getByTestId("fairness-slot").textContent).toMatch(/积分返还率 \d+(\.\d+)?%/);

    // How to verify yourself: both commands as code.
    const guide = screen.getByTestId("fairness-guide");
    expect(guide.querySelectorAll("pre code")).toHaveLength(2);
    expect(guide.textContent).toContain("npm run verify:draw");
    expect(guide.textContent).toContain("npm run verify:play");

    // A house game's panel loads its public data when opened.
    fireEvent.click(within(screen.getByTestId("fairness-house")).getByText("分分时时彩"));
    const page = await request<LotteryPageInfo>("sitemsg/AppLotteryPageInfo", { gameCode: "ffssc" });
    const detail = await request<ResultDetail>("lotteryresult/Detail", {
      gameCode: "ffssc",
      issue: drawn.issue,
    });
    expect((await screen.findByTestId("fairness-upcoming")).textContent).toBe(page.current!.seedHash);
    expect(screen.getByTestId("fairness-revealed").textContent).toBe(detail.fairness!.seed);
    expect(screen.getByText(`开奖号码：${drawn.numbers}`)).toBeTruthy();
    expect(server.calls("Activity/FairTables")).toHaveLength(1);
    fireEvent.click(screen.getByText("查看并验证本期"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/resultDetail/ffssc/${drawn.issue}`));
  });
});
