import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { beforeEach, describe, expect, it } from "vitest";
import type { YuEBaoInfo, YuEBaoRecord } from "@lottery/contract";
import { demoUser, renderPage, setUpPageTests } from "../../../lib/test-helpers.ts";
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

/** What each call answers with (answerOf), by the path after /api/: models, or a refusal envelope. */
let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);

const PLACES = ["/", "/transDetailList", "/yuEBao"];
const typeAmount = (value: string) =>
  fireEvent.change(screen.getByPlaceholderText("请输入金额"), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

beforeEach(() => {
  answers = { "YuEBao/Info": info, "account/userinfo": demoUser };
});

describe("/yuEBao", () => {
  it("shows the balance, yesterday's and total interest and the rate, and links to 明细", async () => {
    const router = renderPage(<YuEBaoPage />, "/yuEBao", PLACES);
    expect((await screen.findByTestId("yuebao-balance")).textContent).toBe("10,001.00");
    expect(screen.getByText("1.00")).toBeTruthy();
    expect(screen.getByText("12.34")).toBeTruthy();
    expect(screen.getByText("3.65%")).toBeTruthy();
    await click("明细");
    expect(router.state.location.pathname).toBe("/transDetailList");
  });

  it("转入 fills 全部 from cash, checks the amount and sends it with a requestId", async () => {
    renderPage(<YuEBaoPage />, "/yuEBao", PLACES);
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
    await waitFor(() =>
      expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "转入成功" })),
    );
  });

  it("转出 is limited by the 余额宝 balance; a retry after no answer keeps its requestId", async () => {
    renderPage(<YuEBaoPage />, "/yuEBao", PLACES);
    await screen.findByTestId("yuebao-balance");
    await click("转出");
    expect(screen.getByText("可转出 10,001.00 元")).toBeTruthy();
    typeAmount("100");
    answers["YuEBao/TransferOut"] = new Error("Network Error");
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
    renderPage(<TransDetailListPage />, "/transDetailList", PLACES);
    expect(await screen.findByText("收益")).toBeTruthy();
    expect(screen.getByText("+1.00")).toBeTruthy();
    expect(screen.getByText("-50.00")).toBeTruthy();
    expect(screen.getByText("+10,050.00")).toBeTruthy();
    expect(screen.getAllByText("余额 10,001.00")).toHaveLength(3);
  });

  it("says so when there is nothing yet", async () => {
    answers["YuEBao/Records"] = { list: [], total: 0 };
    renderPage(<TransDetailListPage />, "/transDetailList", PLACES);
    expect(await screen.findByText("暂无余额宝记录")).toBeTruthy();
  });
});
