import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderConsolePage, useRealConsoleServer } from "../../../test/real-server.ts";
import LoyaltyGrantsPage from "./LoyaltyGrantsPage.tsx";
import LoyaltyProductsPage from "./LoyaltyProductsPage.tsx";
import LoyaltySettingsPage from "./LoyaltySettingsPage.tsx";

const server = useRealConsoleServer();
const here = dirname(fileURLToPath(import.meta.url));
const ops = server.ops<typeof import("../../../test/console-ops.ts")>(
  join(here, "../../../test/console-ops.ts"),
);

interface Envelope<T> {
  status: number;
  msg: string;
  models: T;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const press = (name: string | RegExp) =>
  act(async () => fireEvent.click(screen.getByRole("button", { name })));

describe("会员与积分设置", () => {
  it("shows the levels, earning, check-in and task settings and saves a change", async () => {
    renderConsolePage(<LoyaltySettingsPage />);
    // The whole level table is a large antd form: slow to render in jsdom.
    await waitFor(() => expect(field("每日签到积分").value).toBe("5"), { timeout: 60_000 });
    expect(field("首次充值").value).toBe("200");
    expect(screen.getAllByLabelText("等级名称").map((i) => (i as HTMLInputElement).value)).toEqual([
      "新手",
      "青铜",
      "白银",
      "黄金",
      "铂金",
      "钻石",
    ]);
    expect(field("每日签到积分").value).toBe("5");
    fireEvent.change(field("首次充值"), { target: { value: "300" } });
    await press(/保\s*存/);
    await waitFor(
      async () => {
        const saved = (await ops.operator("GET", "/loyalty/settings")) as Envelope<{
          tasks: Record<string, number>;
        }>;
        expect(saved.models.tasks.first_recharge).toBe(300);
        // The save validates and submits the whole level form: slow in jsdom on a loaded machine
        // (over 30 s once, with the load average at 14 on two cores).
      },
      { timeout: 90_000 },
    );
  }, 240_000);
});

describe("积分商城商品", () => {
  it("lists the store's products with price, value and stock", async () => {
    const created = await ops.operator("POST", "/loyalty/products", {
      kind: "red_packet",
      name: "测试5元红包",
      pricePoints: 50,
      value: 5,
      dailyStock: 10,
    });
    expect(created.status).toBe(0);
    renderConsolePage(<LoyaltyProductsPage />);
    const row = (await screen.findByText("测试5元红包")).closest("tr")!;
    expect(within(row).getByText("购彩红包")).toBeTruthy();
    expect(within(row).getByText("50")).toBeTruthy();
    expect(within(row).getByText("10")).toBeTruthy();
  });
});

describe("会员积分发放", () => {
  it("looks a player up, grants points, and shows the loyalty ledger with red-packet credit apart", async () => {
    const mid = await ops.player("ledger01", 0);
    const granted = await ops.operator("POST", "/loyalty/grant", {
      userId: mid,
      kind: "red_packet",
      amount: 3,
      reason: "红包补偿",
      requestId: "console-test-packet-1",
    });
    expect(granted.status).toBe(0);
    renderConsolePage(<LoyaltyGrantsPage />);
    fireEvent.change(field("玩家ID"), { target: { value: String(mid) } });
    await press("查询玩家");
    const creditCard = (await screen.findByText("红包记录（投注专用，不可提现）")).closest(
      ".ant-card",
    ) as HTMLElement;
    expect(within(creditCard).getByText("红包入账")).toBeTruthy();
    const bag = screen.getByText("背包").closest(".ant-card") as HTMLElement;
    expect(within(bag).getByText("3元红包")).toBeTruthy();
    fireEvent.change(field("原因"), { target: { value: "补偿" } });
    await press(/发\s*放/);
    const pointsCard = (await screen.findByText("人工调整")).closest(".ant-card") as HTMLElement;
    expect(within(pointsCard).getAllByText("100").length).toBeGreaterThan(0);
    expect(within(pointsCard).getByText("补偿")).toBeTruthy();
  });
});
