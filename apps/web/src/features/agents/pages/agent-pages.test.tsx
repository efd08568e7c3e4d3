import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { click, renderPage, typeInto } from "#test/helpers.ts";
import { startSession } from "../../../lib/session.ts";
import ScorePromotePage from "./ScorePromotePage.tsx";
import ScoreReprotPage from "./ScoreReprotPage.tsx";

const server = useRealServer();
const agents = server.ops<typeof import("#test/features/agents/server-ops.ts")>(
  "#test/features/agents/server-ops.ts",
);

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
});
