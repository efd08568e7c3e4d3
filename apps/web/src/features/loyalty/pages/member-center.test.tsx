import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { click, renderPage, shownToasts } from "#test/helpers.ts";
import MemberCenterPage from "./MemberCenterPage.tsx";

const server = useRealServer();

const taskRow = (name: string) => screen.getByText(name).closest(".loyalty-row") as HTMLElement;

describe("/memberCenter: 积分任务", () => {
  it("lists the tasks with their points, claims a done one by hand and shows it done", async () => {
    await server.login("taskpage01", 20);
    renderPage(<MemberCenterPage />, "/memberCenter", ["/", "/rechargeType6", "/realInfo", "/addBank"]);
    expect(await screen.findByText("积分任务")).toBeTruthy();
    expect(within(taskRow("首次充值")).getByText("奖励积分+200 限1次")).toBeTruthy();
    expect(within(taskRow("每日登录")).getByText("奖励积分+5 每日1次")).toBeTruthy();
    expect(within(taskRow("首次投注")).getByRole("button", { name: "去完成" })).toBeTruthy();
    await click("可领取", within(taskRow("首次充值")));
    await waitFor(() => expect(shownToasts()).toContain("领取成功，积分+200"));
    expect(await within(taskRow("首次充值")).findByText("已完成")).toBeTruthy();
    expect(server.calls("UserCenter/ClaimTask").map((c) => c.body.task)).toEqual(["first_recharge"]);
    // The member card reads the new points.
    expect(await screen.findByText("积分 200")).toBeTruthy();
  });

  it("leads a task to do to its page", async () => {
    await server.login("taskpage02");
    const router = renderPage(<MemberCenterPage />, "/memberCenter", ["/", "/realInfo"]);
    expect(await screen.findByText("实名认证")).toBeTruthy();
    await click("去完成", within(taskRow("实名认证")));
    expect(router.state.location.pathname).toBe("/realInfo");
  });
});
