import type { ReactElement } from "react";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRealServer } from "#test/real-server.ts";
import { startSession } from "../../../lib/session.ts";
import { click, renderPage as renderAt, shownToasts, typeInto as type } from "#test/helpers.ts";
import ChangePasswordPage from "./ChangePasswordPage.tsx";
import ForgetPasswordPage from "./ForgetPasswordPage.tsx";
import ModifyInfoPage from "./ModifyInfoPage.tsx";
import RealInfoPage from "./RealInfoPage.tsx";
import SetUserNamePage from "./SetUserNamePage.tsx";

const server = useRealServer();
type AccountOps = typeof import("#test/features/account/server-ops.ts");
const account = server.ops<AccountOps>("#test/features/account/server-ops.ts");
/** The login password of the players account.accountPlayer makes (cards-fixtures.ts). */
const LOGIN_PASSWORD = "secret123";

let serial = 0;
const nextName = () => `form${String((serial += 1)).padStart(3, "0")}`;

/** A new player logged in as the session: `realName` verifies it, `withdrawPassword` sets one. */
async function player(options: { realName?: string; withdrawPassword?: boolean } = {}) {
  const auth = await account.accountPlayer(nextName(), options);
  startSession(auth);
  return auth;
}

const renderPage = (page: ReactElement, entry: string) => renderAt(page, entry, ["/", "/login"]);
const calls = server.calls;

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
    expect(server.log).toHaveLength(0);
  });

  it("sends the reset code with the user name, resets, and goes to /login", async () => {
    const { token, userInfo } = await account.accountPlayer(nextName());
    await account.bindPhone(token, "13800138000");
    const router = renderPage(<ForgetPasswordPage />, "/forgetReg");
    type("请输入用户名", ` ${userInfo.UserName} `);
    type("请输入绑定的手机号", "13800138000");
    await click("获取验证码");
    await waitFor(() => expect(calls("account/sendcode")).toHaveLength(1));
    expect(calls("account/sendcode")[0]!.body).toMatchObject({
      purpose: "reset",
      target: "13800138000",
      userName: userInfo.UserName,
    });
    const code = await waitFor(async () => {
      const sent = await account.lastCode("13800138000");
      expect(sent).toMatch(/^\d{6}$/);
      return sent!;
    });
    type("请输入验证码", code);
    type("请输入6-20位新密码", "newpass1");
    type("请再次输入密码", "newpass1");
    await click("重置密码");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(shownToasts()).toContain("密码已重置，请重新登录");
    expect(calls("account/resetpwd")[0]!.body).toMatchObject({
      userName: userInfo.UserName,
      phone: "13800138000",
      code,
      password: "newpass1",
    });
    expect(await account.logsIn(userInfo.UserName, "newpass1")).toBe(true);
    expect(await account.logsIn(userInfo.UserName, LOGIN_PASSWORD)).toBe(false);
  });
});

describe("/realInfo", () => {
  it("checks the name and the ID checksum before anything is sent", async () => {
    await player();
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
    const { token } = await player({ realName: "张三" });
    const profile = await account.profileOf(token);
    renderPage(<RealInfoPage />, "/realInfo");
    expect(await screen.findByText(profile.idCard)).toBeTruthy();
    expect(profile.idCard).toContain("*"); // the server masks it
    expect(screen.getByText(profile.realName)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "提交" })).toBeNull();
  });
});

describe("/changePwd", () => {
  it("sets the first withdrawal password with the login password", async () => {
    const { token } = await player();
    renderPage(<ChangePasswordPage />, "/changePwd?tab=withdraw");
    await screen.findByPlaceholderText("请输入登录密码");
    type("请输入登录密码", LOGIN_PASSWORD);
    type("请输入6位数字资金密码", "12345");
    type("请再次输入资金密码", "12345");
    await click("确认设置");
    expect(await screen.findByText("资金密码须为6位数字")).toBeTruthy();
    type("请输入6位数字资金密码", "135790");
    type("请再次输入资金密码", "135790");
    await click("确认设置");
    await waitFor(() => expect(calls("account/setwithdrawpwd")).toHaveLength(1));
    expect(calls("account/setwithdrawpwd")[0]!.body).toMatchObject({
      password: LOGIN_PASSWORD,
      withdrawPassword: "135790",
    });
    expect(calls("account/setwithdrawpwd")[0]!.body.oldWithdrawPassword).toBeUndefined();
    await waitFor(() => expect(shownToasts()).toContain("资金密码设置成功"));
    expect((await account.profileOf(token)).withdrawPasswordSet).toBe(true);
  });

  it("changes a set withdrawal password with the old one", async () => {
    await player({ withdrawPassword: true });
    renderPage(<ChangePasswordPage />, "/changePwd?tab=withdraw");
    await screen.findByPlaceholderText("请输入原6位资金密码");
    type("请输入原6位资金密码", "246810"); // cards-fixtures WITHDRAW_PASSWORD
    type("请输入6位数字资金密码", "135790");
    type("请再次输入资金密码", "135790");
    await click("确认修改");
    await waitFor(() => expect(calls("account/setwithdrawpwd")).toHaveLength(1));
    expect(calls("account/setwithdrawpwd")[0]!.body).toMatchObject({
      oldWithdrawPassword: "246810",
      withdrawPassword: "135790",
    });
    await waitFor(() => expect(shownToasts()).toContain("资金密码修改成功"));
  });

  it("changes the login password and goes back", async () => {
    const { userInfo } = await player();
    const router = renderPage(<ChangePasswordPage />, "/changePwd");
    type("请输入原登录密码", LOGIN_PASSWORD);
    type("请输入6-20位新密码", "secret2");
    type("请再次输入密码", "secret3");
    await click("确认修改");
    expect(await screen.findByText("两次输入的密码不一致")).toBeTruthy();
    type("请再次输入密码", "secret2");
    await click("确认修改");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls("account/changepwd")[0]!.body).toMatchObject({
      oldPassword: LOGIN_PASSWORD,
      newPassword: "secret2",
    });
    expect(await account.logsIn(userInfo.UserName, "secret2")).toBe(true);
  });
});

describe("profile forms", () => {
  it("checks the nickname with the contract's rule", async () => {
    await player();
    renderPage(<SetUserNamePage />, "/setUserName");
    type("请输入昵称", "a");
    await click("保存");
    expect(await screen.findByText("昵称须为2-12位中文、字母、数字或下划线")).toBeTruthy();
    expect(calls("account/setname")).toHaveLength(0);
  });

  it("checks the QQ number, and an empty one clears it", async () => {
    const { token } = await player();
    const before = await account.profileOf(token);
    renderPage(<ModifyInfoPage />, "/modifyInfo");
    await screen.findByPlaceholderText("请输入QQ号（选填）");
    type("请输入QQ号（选填）", "0123");
    await click("保存");
    expect(await screen.findByText("请输入正确的QQ号")).toBeTruthy();
    type("请输入QQ号（选填）", "");
    await click("保存");
    await waitFor(() => expect(calls("account/modifyinfo")).toHaveLength(1));
    expect(calls("account/modifyinfo")[0]!.body).toMatchObject({ gender: before.gender });
    await waitFor(() => expect(shownToasts()).toContain("保存成功"));
    expect((await account.profileOf(token)).qq).toBe("");
  });
});
