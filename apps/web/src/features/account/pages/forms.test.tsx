import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Profile } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { mainHttp } from "../../../lib/request.ts";
import { hydrateSession, startSession } from "../../../lib/session.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "../../../lib/test-helpers.ts";
import ChangePasswordPage from "./ChangePasswordPage.tsx";
import ForgetPasswordPage from "./ForgetPasswordPage.tsx";
import ModifyInfoPage from "./ModifyInfoPage.tsx";
import RealInfoPage from "./RealInfoPage.tsx";
import SetUserNamePage from "./SetUserNamePage.tsx";

const profile: Profile = {
  userInfo: demoUser,
  realName: "",
  idCard: "",
  phone: "",
  email: "",
  withdrawPasswordSet: false,
  gender: "0",
  qq: "",
  intro: "",
  inviteCode: "AB12CD34",
  registeredAt: "2026-11-01T10:00:00+08:00",
  lastLoginAt: null,
};

let log: SeenRequest[];
let answer: (path: string) => unknown;

function renderPage(page: ReactElement, entry: string) {
  const path = entry.split("?")[0]!;
  const router = createMemoryRouter(
    [
      { path: "/", element: <div>home</div> },
      { path: "/login", element: <div>login</div> },
      { path, element: page },
    ],
    { initialEntries: ["/", entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
const calls = (path: string) => log.filter((r) => r.url.endsWith(`/api/${path}`));

beforeEach(() => {
  log = [];
  answer = (path) => (path.endsWith("/account/profile") ? profile : null);
  vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  mainHttp.defaults.adapter = mockAdapter(
    (r) => ({ data: { status: 0, msg: "", models: answer(r.url) } }),
    log,
  );
  startSession({ token: "tok-1", userInfo: demoUser });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  resetBrowserState();
  hydrateSession();
});

describe("/forgetReg", () => {
  it("shows the contract's messages and sends nothing while the form is wrong", async () => {
    renderPage(<ForgetPasswordPage />, "/forgetReg");
    await click("获取验证码");
    expect(await screen.findByText("请输入用户名")).toBeTruthy();
    type("请输入绑定的手机号", "1380013800");
    type("请输入6-20位新密码", "12345");
    type("请再次输入密码", "123456");
    await click("重置密码");
    expect(await screen.findByText("请输入正确的11位手机号")).toBeTruthy();
    expect(screen.getByText("密码须为6-20位")).toBeTruthy();
    expect(screen.getByText("两次输入的密码不一致")).toBeTruthy();
    expect(log).toHaveLength(0);
  });

  it("sends the reset code with the user name, resets, and goes to /login", async () => {
    answer = (path) => (path.endsWith("/sendcode") ? { expiresIn: 300, resendIn: 60 } : null);
    const router = renderPage(<ForgetPasswordPage />, "/forgetReg");
    type("请输入用户名", " player01 ");
    type("请输入绑定的手机号", "13800138000");
    await click("获取验证码");
    await waitFor(() => expect(calls("account/sendcode")).toHaveLength(1));
    expect(calls("account/sendcode")[0]!.body).toMatchObject({
      purpose: "reset",
      target: "13800138000",
      userName: "player01",
    });
    type("请输入验证码", "123456");
    type("请输入6-20位新密码", "newpass1");
    type("请再次输入密码", "newpass1");
    await click("重置密码");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(calls("account/resetpwd")[0]!.body).toMatchObject({
      userName: "player01",
      phone: "13800138000",
      code: "123456",
      password: "newpass1",
    });
  });
});

describe("/realInfo", () => {
  it("checks the name and the ID checksum before anything is sent", async () => {
    renderPage(<RealInfoPage />, "/realInfo");
    await screen.findByPlaceholderText("请输入真实姓名");
    type("请输入真实姓名", "Zhang");
    type("请输入18位身份证号码", "110105194912310021");
    await click("提交");
    expect(await screen.findByText("请输入正确的中文姓名")).toBeTruthy();
    expect(screen.getByText("身份证号码有误，请检查")).toBeTruthy();
    expect(screen.getByText(/实名信息提交后不可修改，须年满18周岁/)).toBeTruthy();
    expect(calls("RealNameAuthor")).toHaveLength(0);
  });

  it("shows the masked data read-only once verified", async () => {
    answer = () => ({ ...profile, realName: "张*", idCard: "110***********002X" });
    renderPage(<RealInfoPage />, "/realInfo");
    expect(await screen.findByText("110***********002X")).toBeTruthy();
    expect(screen.getByText("张*")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "提交" })).toBeNull();
  });
});

describe("/changePwd", () => {
  it("sets the first withdrawal password with the login password", async () => {
    renderPage(<ChangePasswordPage />, "/changePwd?tab=withdraw");
    await screen.findByPlaceholderText("请输入登录密码");
    type("请输入登录密码", "secret1");
    type("请输入6位数字资金密码", "12345");
    type("请再次输入资金密码", "12345");
    await click("确认设置");
    expect(await screen.findByText("资金密码须为6位数字")).toBeTruthy();
    type("请输入6位数字资金密码", "135790");
    type("请再次输入资金密码", "135790");
    await click("确认设置");
    await waitFor(() => expect(calls("account/setwithdrawpwd")).toHaveLength(1));
    expect(calls("account/setwithdrawpwd")[0]!.body).toMatchObject({
      password: "secret1",
      withdrawPassword: "135790",
    });
    expect(calls("account/setwithdrawpwd")[0]!.body.oldWithdrawPassword).toBeUndefined();
  });

  it("changes a set withdrawal password with the old one", async () => {
    answer = (path) => (path.endsWith("/account/profile") ? { ...profile, withdrawPasswordSet: true } : null);
    renderPage(<ChangePasswordPage />, "/changePwd?tab=withdraw");
    await screen.findByPlaceholderText("请输入原6位资金密码");
    type("请输入原6位资金密码", "135790");
    type("请输入6位数字资金密码", "246802");
    type("请再次输入资金密码", "246802");
    await click("确认修改");
    await waitFor(() => expect(calls("account/setwithdrawpwd")).toHaveLength(1));
    expect(calls("account/setwithdrawpwd")[0]!.body).toMatchObject({
      oldWithdrawPassword: "135790",
      withdrawPassword: "246802",
    });
  });

  it("changes the login password and goes back", async () => {
    const router = renderPage(<ChangePasswordPage />, "/changePwd");
    type("请输入原登录密码", "secret1");
    type("请输入6-20位新密码", "secret2");
    type("请再次输入密码", "secret3");
    await click("确认修改");
    expect(await screen.findByText("两次输入的密码不一致")).toBeTruthy();
    type("请再次输入密码", "secret2");
    await click("确认修改");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls("account/changepwd")[0]!.body).toMatchObject({
      oldPassword: "secret1",
      newPassword: "secret2",
    });
  });
});

describe("profile forms", () => {
  it("checks the nickname with the contract's rule", async () => {
    renderPage(<SetUserNamePage />, "/setUserName");
    type("请输入昵称", "a");
    await click("保存");
    expect(await screen.findByText("昵称须为2-12位中文、字母、数字或下划线")).toBeTruthy();
    expect(calls("account/setname")).toHaveLength(0);
  });

  it("checks the QQ number, and an empty one clears it", async () => {
    renderPage(<ModifyInfoPage />, "/modifyInfo");
    await screen.findByPlaceholderText("请输入QQ号（选填）");
    type("请输入QQ号（选填）", "0123");
    await click("保存");
    expect(await screen.findByText("请输入正确的QQ号")).toBeTruthy();
    type("请输入QQ号（选填）", "");
    await click("保存");
    await waitFor(() => expect(calls("account/modifyinfo")).toHaveLength(1));
    expect(calls("account/modifyinfo")[0]!.body).toMatchObject({ gender: "0" });
  });
});
