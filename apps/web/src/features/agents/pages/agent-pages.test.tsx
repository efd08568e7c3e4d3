import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { click, renderPage, typeInto } from "#test/helpers.ts";
import { startSession } from "../../../lib/session.ts";
import ScoreDiscountPage from "./ScoreDiscountPage.tsx";
import ScorePromotePage from "./ScorePromotePage.tsx";
import ScoreReprotPage from "./ScoreReprotPage.tsx";

const server = useRealServer();
const agents = server.ops<typeof import("#test/features/agents/server-ops.ts")>(
  "#test/features/agents/server-ops.ts",
);
const bonus = server.ops<typeof import("#test/features/bonus/server-ops.ts")>(
  "#test/features/bonus/server-ops.ts",
);
const DAY_MS = 86_400_000;

describe("agent centre pages", () => {
  it("offers a player who is no agent the way to become one", async () => {
    startSession(await agents.plainPlayer("agweb01"));
    renderPage(<ScoreReprotPage />, "/ScoreReprot");
    expect(await screen.findByText("成为代理")).toBeTruthy();
    expect(screen.getByText("去实名认证")).toBeTruthy();
  });

  it("shows an agent's rates and team overview", async () => {
    startSession(await agents.agentPlayer("agweb02", "2.5", "1"));
    renderPage(<ScoreReprotPage />, "/ScoreReprot");
    expect(await screen.findByText("2.5%")).toBeTruthy();
    expect(await screen.findByText("团队人数")).toBeTruthy();
  });

  it("creates a player code within the agent's rates and lists it", async () => {
    startSession(await agents.agentPlayer("agweb03", "2", "1"));
    renderPage(<ScorePromotePage />, "/ScorePromote");
    await screen.findByText("生成邀请码");
    fireEvent.click(screen.getByText("玩家"));
    typeInto("0 - 2.0，最多一位小数", "1.5");
    typeInto("0 - 1.0，最多一位小数", "0.5");
    await click("生成");
    await waitFor(() => expect(screen.getAllByTestId("agent-code")).toHaveLength(1));
    expect(screen.getByText(/彩票 1\.5%/)).toBeTruthy();
  });

  it("lists the promotions open to the team, not the ended ones, with their rules", async () => {
    const now = Date.parse(await server.setUp.advanceClock(0));
    // The 首充礼金 is always on; the 每日红包 ended yesterday.
    await bonus.createPromotions(
      new Date(now - 10 * DAY_MS).toISOString(),
      new Date(now - DAY_MS).toISOString(),
    );
    startSession(await agents.agentPlayer("agweb04", "2", "1"));
    renderPage(<ScoreDiscountPage />, "/ScoreDiscount");
    const rows = await screen.findAllByTestId("team-promotion");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain("首充礼金");
    expect(rows[0]!.textContent).toContain("188");
    expect(screen.queryByText("每日红包")).toBeNull();
    expect(screen.getByText("去推广")).toBeTruthy();
  });
});
