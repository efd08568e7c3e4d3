import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthModels } from "@lottery/contract";
import { formatChinaDate } from "../../../lib/china-time.ts";
import { useRealServer } from "#test/real-server.ts";
import { mainHttp } from "../../../lib/request.ts";
import { startSession } from "../../../lib/session.ts";
import { click, renderPage, seen, shownToasts, typeInto } from "#test/helpers.ts";
import TransDetailListPage from "./TransDetailListPage.tsx";
import YuEBaoPage from "./YuEBaoPage.tsx";

const server = useRealServer();
type YuebaoOps = typeof import("#test/features/yuebao/server-ops.ts");
const yuebao = server.ops<YuebaoOps>("#test/features/yuebao/server-ops.ts");
const DAY_MS = 86_400_000;
const PLACES = ["/", "/transDetailList", "/yuEBao"];

/** Holds 10 001 yuan in 余额宝 through a whole day at 3.65%: one day's interest is 1.00. */
let saver: AuthModels;
/** Put 10 050 in, took 50 out, then earned a day's interest on 10 000. */
let mover: AuthModels;

beforeAll(async () => {
  await server.setUp.operator("POST", "/yuebao/settings", { annualRate: 3.65 });
  const start = Date.parse(await server.setUp.advanceClock(0));
  saver = await server.setUp.player("ybsave01", 10_251.5);
  await yuebao.moveYuebao(saver.token, "In", "10001");
  mover = await server.setUp.player("ybmove01", 10_050);
  await yuebao.moveYuebao(mover.token, "In", "10050");
  await yuebao.moveYuebao(mover.token, "Out", "50");
  // two days on, the whole of the next day is over: its interest run credits both
  await server.setUp.advanceClock(2 * DAY_MS);
  const heldDay = formatChinaDate(new Date(start + DAY_MS).toISOString());
  const run = await server.setUp.operator("POST", "/yuebao/interest/run", { date: heldDay });
  expect(run).toMatchObject({ status: 0 });
}, 60_000);

describe("/yuEBao", () => {
  it("shows the balance, yesterday's and total interest and the rate, and links to 明细", async () => {
    startSession(saver);
    const router = renderPage(<YuEBaoPage />, "/yuEBao", PLACES);
    await waitFor(() => expect(screen.getByTestId("yuebao-balance").textContent).toBe("10,002.00"));
    expect(screen.getAllByText("1.00")).toHaveLength(2);
    expect(screen.getByText("3.65%")).toBeTruthy();
    await click("明细");
    expect(router.state.location.pathname).toBe("/transDetailList");
  });

  it("转入 fills 全部 from cash, checks the amount and moves it with a requestId", async () => {
    await server.login("ybin0001", 250.5);
    renderPage(<YuEBaoPage />, "/yuEBao", PLACES);
    await screen.findByTestId("yuebao-balance");
    await click("转入");
    expect(screen.getByText("账户余额 250.50 元")).toBeTruthy();
    typeInto("请输入金额", "300");
    expect(screen.getByText("转入金额超过账户余额")).toBeTruthy();
    await click("确认转入");
    expect(server.calls("YuEBao/TransferIn")).toHaveLength(0);

    await click("全部");
    expect((screen.getByPlaceholderText("请输入金额") as HTMLInputElement).value).toBe("250.5");
    await click("确认转入");
    await waitFor(() => expect(shownToasts()).toContain("转入成功"));
    expect(server.calls("YuEBao/TransferIn")[0]!.body).toMatchObject({ amount: "250.5" });
    expect(server.calls("YuEBao/TransferIn")[0]!.body.requestId).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByTestId("yuebao-balance").textContent).toBe("250.50"));
  });

  it("转出 is limited by the 余额宝 balance; a retry after no answer keeps its requestId", async () => {
    const { token } = await server.login("ybout001", 500);
    await yuebao.moveYuebao(token, "In", "500");
    renderPage(<YuEBaoPage />, "/yuEBao", PLACES);
    await screen.findByTestId("yuebao-balance");
    await click("转出");
    expect(screen.getByText("可转出 500.00 元")).toBeTruthy();
    typeInto("请输入金额", "100");
    const toServer = mainHttp.adapter;
    // the network drops the next two attempts: the calls leave, no answer comes back
    mainHttp.adapter = async (config) => {
      server.log.push(seen(config));
      throw new Error("Network Error");
    };
    await click("确认转出");
    await click("确认转出");
    mainHttp.adapter = toServer;
    await click("确认转出");
    await waitFor(() => expect(shownToasts()).toContain("转出成功"));
    const ids = server.calls("YuEBao/TransferOut").map((call) => call.body.requestId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    await waitFor(() => expect(screen.getByTestId("yuebao-balance").textContent).toBe("400.00"));
  });
});

describe("/transDetailList", () => {
  it("lists 收益, 转出 and 转入 with signed amounts and the balance after, newest first", async () => {
    startSession(mover);
    renderPage(<TransDetailListPage />, "/transDetailList", PLACES);
    expect(await screen.findByText("收益")).toBeTruthy();
    expect(screen.getByText("+1.00")).toBeTruthy();
    expect(screen.getByText("-50.00")).toBeTruthy();
    expect(screen.getByText("+10,050.00")).toBeTruthy();
    expect(screen.getAllByText(/^余额 /).map((el) => el.textContent)).toEqual([
      "余额 10,001.00",
      "余额 10,000.00",
      "余额 10,050.00",
    ]);
  });

  it("says so when there is nothing yet", async () => {
    await server.login("ybnone01");
    renderPage(<TransDetailListPage />, "/transDetailList", PLACES);
    expect(await screen.findByText("暂无余额宝记录")).toBeTruthy();
  });
});
