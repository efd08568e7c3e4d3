import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { YuEBaoInfo, YuEBaoRecord } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { mainHttp } from "../../../lib/request.ts";
import { hydrateSession, startSession } from "../../../lib/session.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "../../../lib/test-helpers.ts";
import TransDetailListPage from "./TransDetailListPage.tsx";
import YuEBaoPage from "./YuEBaoPage.tsx";

const info: YuEBaoInfo = {
  balance: 10_001,
  cash: 250.5,
  annualRate: 3.65,
  yesterdayInterest: 1,
  totalInterest: 12.34,
  lastInterestDate: "2026-11-20",
};

const record = (id: number, type: YuEBaoRecord["type"], typeName: string, amount: number): YuEBaoRecord => ({
  id,
  time: "2026-11-21T00:05:00+08:00",
  type,
  typeName,
  amount,
  balance: 10_001,
  memo: "",
});

let log: SeenRequest[];
/** What each call answers with, by the path after /api/: models, or a refusal envelope. */
let answers: Record<string, unknown>;
let toast: ReturnType<typeof vi.spyOn>;

function renderPage(page: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <div>home</div> },
      { path: "/transDetailList", element: path === "/transDetailList" ? page : <div>at details</div> },
      { path: "/yuEBao", element: page },
    ],
    { initialEntries: ["/", path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const calls = (path: string) => log.filter((r) => r.url.endsWith(`/api/${path}`));
const typeAmount = (value: string) =>
  fireEvent.change(screen.getByPlaceholderText("请输入金额"), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

beforeEach(() => {
  log = [];
  answers = { "YuEBao/Info": info, "account/userinfo": demoUser };
  toast = vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  mainHttp.defaults.adapter = mockAdapter((r) => {
    const answer = answers[r.url.split("/api/")[1] ?? ""];
    if (typeof (answer as { status?: unknown } | undefined)?.status === "number") return { data: answer };
    return { data: { status: 0, msg: "", models: answer ?? null } };
  }, log);
  startSession({ token: "tok-1", userInfo: demoUser });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  resetBrowserState();
  hydrateSession();
});

describe("/yuEBao", () => {
  it("shows the balance, yesterday's and total interest and the rate, and links to 明细", async () => {
    const router = renderPage(<YuEBaoPage />, "/yuEBao");
    expect((await screen.findByTestId("yuebao-balance")).textContent).toBe("10,001.00");
    expect(screen.getByText("1.00")).toBeTruthy();
    expect(screen.getByText("12.34")).toBeTruthy();
    expect(screen.getByText("3.65%")).toBeTruthy();
    await click("明细");
    expect(router.state.location.pathname).toBe("/transDetailList");
  });

  it("转入 fills 全部 from cash, checks the amount and sends it with a requestId", async () => {
    renderPage(<YuEBaoPage />, "/yuEBao");
    await screen.findByTestId("yuebao-balance");
    await click("转入");
    expect(screen.getByText("账户余额 250.50 元")).toBeTruthy();
    typeAmount("300");
    expect(screen.getByText("转入金额超过账户余额")).toBeTruthy();
    await click("确认转入");
    expect(calls("YuEBao/TransferIn")).toHaveLength(0);

    await click("全部");
    expect((screen.getByPlaceholderText("请输入金额") as HTMLInputElement).value).toBe("250.5");
    answers["YuEBao/TransferIn"] = { balance: 10_251.5, cash: 0 };
    await click("确认转入");
    await waitFor(() => expect(calls("YuEBao/TransferIn")).toHaveLength(1));
    expect(calls("YuEBao/TransferIn")[0]!.body).toMatchObject({ amount: "250.5" });
    expect(calls("YuEBao/TransferIn")[0]!.body.requestId).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: "转入成功" })));
  });

  it("转出 is limited by the 余额宝 balance; a retry after no answer keeps its requestId", async () => {
    renderPage(<YuEBaoPage />, "/yuEBao");
    await screen.findByTestId("yuebao-balance");
    await click("转出");
    expect(screen.getByText("可转出 10,001.00 元")).toBeTruthy();
    typeAmount("100");
    mainHttp.defaults.adapter = mockAdapter(() => new Error("Network Error"), log);
    await click("确认转出");
    await click("确认转出");
    await waitFor(() => expect(calls("YuEBao/TransferOut")).toHaveLength(2));
    const [first, second] = calls("YuEBao/TransferOut");
    expect(second!.body.requestId).toBe(first!.body.requestId);
  });
});

describe("/transDetailList", () => {
  it("lists 转入, 转出 and 收益 with signed amounts and the balance after", async () => {
    answers["YuEBao/Records"] = {
      list: [
        record(3, "interest", "收益", 1),
        record(2, "out", "转出", -50),
        record(1, "in", "转入", 10_050),
      ],
      total: 3,
    };
    renderPage(<TransDetailListPage />, "/transDetailList");
    expect(await screen.findByText("收益")).toBeTruthy();
    expect(screen.getByText("+1.00")).toBeTruthy();
    expect(screen.getByText("-50.00")).toBeTruthy();
    expect(screen.getByText("+10,050.00")).toBeTruthy();
    expect(screen.getAllByText("余额 10,001.00")).toHaveLength(3);
  });

  it("says so when there is nothing yet", async () => {
    answers["YuEBao/Records"] = { list: [], total: 0 };
    renderPage(<TransDetailListPage />, "/transDetailList");
    expect(await screen.findByText("暂无余额宝记录")).toBeTruthy();
  });
});
