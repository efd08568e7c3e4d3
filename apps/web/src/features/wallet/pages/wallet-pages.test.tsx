import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Dialog, Toast } from "antd-mobile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { AlipayListModels, WalletItem, WalletListModels } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { mainHttp } from "../../../lib/request.ts";
import { hydrateSession, startSession } from "../../../lib/session.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "../../../lib/test-helpers.ts";
import AddBankPage from "./AddBankPage.tsx";
import AlipayManagementPage from "./AlipayManagementPage.tsx";
import BankManagementPage from "./BankManagementPage.tsx";
import WalletManagementPage from "./WalletManagementPage.tsx";

const card = (walletId: number, isDefault: boolean, lastFour: string): WalletItem => ({
  walletId,
  bankCode: "ICBC",
  bankName: "工商银行",
  cardNo: `6222 **** **** ${lastFour}`,
  holder: "张*",
  branch: "",
  isDefault,
  createdAt: "2026-11-01T10:00:00+08:00",
});

const unverified = { realName: "", canAdd: false, withdrawPasswordSet: false };
const verified = { realName: "张*", canAdd: true, withdrawPasswordSet: true };
const noCards: WalletListModels = { list: [], ...verified };
const twoCards: WalletListModels = { list: [card(7, true, "1234"), card(9, false, "5678")], ...verified };
const noAlipay: AlipayListModels = { list: [], ...verified };

let log: SeenRequest[];
/** What each call answers with (models), by the path after /api/. */
let answers: Record<string, unknown>;

const PLACES = ["/", "/realInfo", "/changePwd", "/bankManagement", "/AlipayManagement", "/addBank"];

/** The page at `path`, the pages it leads to as placeholders naming themselves. */
function renderPage(page: ReactElement, path: string) {
  const places = PLACES.filter((place) => place !== path).map((place) => ({
    path: place,
    element: <div>{place}</div>,
  }));
  const router = createMemoryRouter([...places, { path, element: page }], { initialEntries: ["/", path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const click = (name: string, within_: HTMLElement = document.body) =>
  act(async () => fireEvent.click(within(within_).getByRole("button", { name })));
const calls = (path: string) => log.filter((r) => r.url.endsWith(`/api/BankCard/${path}`));
const fieldErrors = () =>
  [...document.querySelectorAll(".adm-form-item-feedback-error")].map((node) => node.textContent);
/** The picker just opened (a closed one of an earlier test may still be fading out in the body). */
const picker = () => [...document.querySelectorAll<HTMLElement>(".adm-picker")].at(-1)!;
const dialog = () => document.querySelector<HTMLElement>(".adm-dialog")!;

beforeEach(() => {
  log = [];
  answers = { WalletList: twoCards, AlipayList: noAlipay };
  vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  mainHttp.defaults.adapter = mockAdapter((r) => {
    const path = r.url.split("/api/BankCard/")[1] ?? "";
    return { data: { status: 0, msg: "", models: answers[path] ?? null } };
  }, log);
  startSession({ token: "tok-1", userInfo: demoUser });
});

afterEach(() => {
  Dialog.clear();
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  resetBrowserState();
  hydrateSession();
});

describe("/WalletManagement", () => {
  it("shows both sections with their counts and opens the card list", async () => {
    const router = renderPage(<WalletManagementPage />, "/WalletManagement");
    expect(await screen.findByText("已绑定 2/5")).toBeTruthy();
    expect(screen.getByText("已绑定 0/3")).toBeTruthy();
    expect(screen.getByText("工商银行（尾号1234）")).toBeTruthy();
    expect(screen.queryByText("尚未实名认证")).toBeNull();
    await act(async () => fireEvent.click(screen.getByText("管理银行卡")));
    expect(router.state.location.pathname).toBe("/bankManagement");
  });

  it("sends a player without a verified real name to /realInfo", async () => {
    answers = { WalletList: { list: [], ...unverified }, AlipayList: { list: [], ...unverified } };
    const router = renderPage(<WalletManagementPage />, "/WalletManagement");
    expect(await screen.findByText("尚未实名认证")).toBeTruthy();
    await click("去认证");
    expect(router.state.location.pathname).toBe("/realInfo");
  });
});

describe("/bankManagement", () => {
  it("draws each card masked with the default badge, and sets another default", async () => {
    renderPage(<BankManagementPage />, "/bankManagement");
    expect(await screen.findByText("6222 **** **** 1234")).toBeTruthy();
    expect(screen.getByText("6222 **** **** 5678")).toBeTruthy();
    expect(screen.getAllByText("默认")).toHaveLength(1);
    answers.SetWallet = { ...twoCards, list: [card(9, true, "5678"), card(7, false, "1234")] };
    await click("设为默认");
    await waitFor(() => expect(calls("SetWallet")).toHaveLength(1));
    expect(calls("SetWallet")[0]!.body).toMatchObject({ walletId: "9" });
    await waitFor(() =>
      expect(document.querySelector(".bank-card-no")!.textContent).toBe("6222 **** **** 5678"),
    );
  });

  it("asks for the withdrawal password before deleting, checking its shape first", async () => {
    renderPage(<BankManagementPage />, "/bankManagement");
    await screen.findByText("6222 **** **** 5678");
    const second = document.querySelectorAll<HTMLElement>(".bank-card")[1]!;
    await click("删除", second);
    expect(await screen.findByText("删除该银行卡，请输入6位资金密码")).toBeTruthy();
    type("请输入6位数字资金密码", "12");
    await click("确定", dialog());
    expect(screen.getByText("资金密码须为6位数字")).toBeTruthy();
    expect(calls("DeleteWallet")).toHaveLength(0);

    answers.DeleteWallet = { ...twoCards, list: [card(7, true, "1234")] };
    type("请输入6位数字资金密码", "246810");
    await click("确定", dialog());
    await waitFor(() => expect(calls("DeleteWallet")).toHaveLength(1));
    expect(calls("DeleteWallet")[0]!.body).toMatchObject({ walletId: "9", withdrawPassword: "246810" });
    await waitFor(() => expect(screen.queryByText("6222 **** **** 5678")).toBeNull());
  });

  it("offers to set a withdrawal password when none is set", async () => {
    answers.WalletList = { ...twoCards, withdrawPasswordSet: false };
    const router = renderPage(<BankManagementPage />, "/bankManagement");
    await screen.findByText("6222 **** **** 1234");
    await click("删除", document.querySelector<HTMLElement>(".bank-card")!);
    expect(await screen.findByText("删除账户需验证资金密码，请先设置资金密码")).toBeTruthy();
    await click("去设置");
    await waitFor(() => expect(router.state.location.pathname).toBe("/changePwd"));
    expect(router.state.location.search).toBe("?tab=withdraw");
    expect(calls("DeleteWallet")).toHaveLength(0);
  });

  it("disables adding at the limit and says why", async () => {
    const five = [1, 2, 3, 4, 5].map((id) => card(id, id === 1, `000${id}`));
    answers.WalletList = { ...twoCards, list: five, canAdd: false };
    renderPage(<BankManagementPage />, "/bankManagement");
    expect(await screen.findByText("最多可绑定5张银行卡")).toBeTruthy();
    expect((screen.getByRole("button", { name: "+ 添加银行卡" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("/addBank", () => {
  it("shows the holder read-only and checks bank, card number and Luhn before sending", async () => {
    answers.WalletList = noCards;
    renderPage(<AddBankPage />, "/addBank");
    expect(await screen.findByText("张*")).toBeTruthy();
    await click("确认添加");
    await waitFor(() => expect(fieldErrors()).toEqual(["请选择开户银行", "请输入银行卡号"]));
    type("请输入银行卡号", "6212 2622 0102 3557 227");
    await click("确认添加");
    expect(await screen.findByText("银行卡号有误，请核对后重新输入")).toBeTruthy();
    expect(calls("BindWallet")).toHaveLength(0);
  });

  it("groups the number in fours and sends the digits, then goes to the card list", async () => {
    answers.WalletList = noCards;
    answers.BindWallet = { ...noCards, list: [card(3, true, "7228")] };
    const router = renderPage(<AddBankPage />, "/addBank");
    await screen.findByText("开户银行");
    await click("请选择开户银行");
    await click("确定", picker());
    expect(document.querySelector(".bank-picker")!.textContent).toBe("工商银行");
    type("请输入银行卡号", "6212262201023557228");
    expect((screen.getByPlaceholderText("请输入银行卡号") as HTMLInputElement).value).toBe(
      "6212 2622 0102 3557 228",
    );
    type("如：北京朝阳支行（选填）", " 朝阳支行 ");
    await click("确认添加");
    await waitFor(() => expect(calls("BindWallet")).toHaveLength(1));
    expect(calls("BindWallet")[0]!.body).toMatchObject({
      bankCode: "ICBC",
      cardNo: "6212262201023557228",
      branch: "朝阳支行",
    });
    expect(calls("BindWallet")[0]!.body.holder).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe("/bankManagement"));
  });

  it("checks the length the chosen bank issues", async () => {
    answers.WalletList = noCards;
    renderPage(<AddBankPage />, "/addBank");
    await screen.findByText("开户银行");
    await click("请选择开户银行");
    const open = picker();
    await act(async () => fireEvent.click(within(open).getByText("招商银行")));
    // antd-mobile's PickerView reports a selection to the Picker on a 0 ms timer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await click("确定", open);
    type("请输入银行卡号", "6212262201023557228");
    expect(document.querySelector(".bank-picker")!.textContent).toBe("招商银行");
    await click("确认添加");
    await waitFor(() => expect(fieldErrors()).toEqual(["招商银行卡号须为16位"]));
  });
});

describe("/AlipayManagement", () => {
  it("adds an account in the popup after checking it", async () => {
    answers.BindAlipay = {
      ...noAlipay,
      list: [{ alipayId: 4, account: "138****8000", holder: "张*", isDefault: true, createdAt: "" }],
    };
    renderPage(<AlipayManagementPage />, "/AlipayManagement");
    expect(await screen.findByText("还没有绑定支付宝账号")).toBeTruthy();
    await click("+ 添加支付宝");
    type("手机号或邮箱", "1380013");
    await click("确认添加");
    expect(await screen.findByText("请输入正确的支付宝账号（手机号或邮箱）")).toBeTruthy();
    type("手机号或邮箱", " 13800138000 ");
    await click("确认添加");
    await waitFor(() => expect(calls("BindAlipay")).toHaveLength(1));
    expect(calls("BindAlipay")[0]!.body).toMatchObject({ account: "13800138000" });
    expect(await screen.findByText("138****8000")).toBeTruthy();
  });
});
