import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthModels, BetSzcModels } from "@lottery/contract";
import { useRealServer } from "#test/real-server.ts";
import { renderPage } from "#test/helpers.ts";
import { lotteryOps, placeBet } from "#test/features/lottery/fixtures.ts";
import { startSession } from "../../../lib/session.ts";
import BetRecordPage from "./BetRecordPage.tsx";

// /betRecord opened on the tab a link names (我的's shortcuts: 中奖记录, 追号记录, 合买).
const server = useRealServer();
const lottery = lotteryOps(server);
let player: AuthModels;
let single: BetSzcModels;
let chase: BetSzcModels;

beforeAll(async () => {
  player = await server.setUp.player("tabs01", 100);
  const issue = await lottery.openSale("ssq");
  const on = { gameCode: "ssq", issue };
  single = await placeBet(server, player, on, { tickets: "DS:01,02,03,04,05,06|07" });
  chase = await placeBet(server, player, on, { tickets: "DS:01,02,03,04,05,07|08", chase: 3 });
}, 60_000);

const selectedTab = () => screen.getAllByRole("tab").find((t) => t.getAttribute("aria-selected") === "true");

describe("/betRecord?tab=", () => {
  it("opens 追号 with the orders of chases only (order/list chase=1)", async () => {
    startSession(player);
    renderPage(<BetRecordPage />, "/betRecord?tab=chase");
    const rows = await screen.findAllByTestId("order-row");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain("追号");
    expect(selectedTab()?.textContent).toBe("追号");
    expect(server.calls("order/list")[0]!.query).toMatchObject({ chase: "1" });
    expect(chase.chaseId).not.toBeNull();
  });

  it("opens 已中奖 for 中奖记录 (order/list status=won)", async () => {
    startSession(player);
    renderPage(<BetRecordPage />, "/betRecord?tab=won");
    expect(await screen.findByText("暂无投注记录")).toBeTruthy();
    expect(selectedTab()?.textContent).toBe("已中奖");
    expect(server.calls("order/list").at(-1)!.query).toMatchObject({ status: "won" });
  });

  it("opens 全部 for an unknown tab, both orders listed", async () => {
    startSession(player);
    renderPage(<BetRecordPage />, "/betRecord?tab=nope");
    expect(await screen.findAllByTestId("order-row")).toHaveLength(2);
    expect(selectedTab()?.textContent).toBe("全部");
    expect(single.orderId).toBeTruthy();
  });
});
