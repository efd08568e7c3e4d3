import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { renderPage } from "#test/helpers.ts";
import MinePage from "./MinePage.tsx";

const server = useRealServer();

describe("我的: the member card", () => {
  it("shows the level badge, growth towards the next level, points and red-packet credit, and opens /memberCenter", async () => {
    const { userInfo } = await server.login("minecard01", 10);
    const granted = await server.setUp.operator("POST", "/loyalty/grant", {
      userId: userInfo.Mid,
      kind: "points",
      amount: 120,
      reason: "测试积分",
      requestId: "mine-card-points-1",
    });
    expect(granted.status).toBe(0);
    renderPage(<MinePage />, "/mine", ["/", "/memberCenter"]);
    const card = await screen.findByTestId("mine-member-card");
    expect(card.querySelector(".mine-member-badge")!.textContent).toBe("新手");
    // beside the name too: the level's Chinese name, never a code such as VIP0
    expect(document.querySelector(".mine-card .mine-level")!.textContent).toBe("新手");
    expect(document.body.textContent).not.toMatch(/VIP|level-|\bLv\d/i);
    expect(await screen.findByText("120")).toBeTruthy();
    expect(screen.getByText("0.00")).toBeTruthy();
    // The day's first member read grants the daily login growth (5 by default).
    expect(screen.getByText(/^成长值 5\/\d+，升级青铜$/)).toBeTruthy();
    expect(screen.getByText("会员中心 ›")).toBeTruthy();
    await act(async () => fireEvent.click(card));
    expect(await screen.findByText("/memberCenter")).toBeTruthy();
  });

  it("shows no member card to a visitor", async () => {
    renderPage(<MinePage />, "/mine", ["/"]);
    expect(await screen.findByText("登录")).toBeTruthy();
    expect(screen.queryByTestId("mine-member-card")).toBeNull();
  });
});
