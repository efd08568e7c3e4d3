import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiHttp } from "../../../lib/api-client.ts";
import { fetchAdapter } from "../../../lib/http.ts";
import { useRealServer } from "#test/real-server.ts";
import { mainHttp } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { renderPage } from "#test/helpers.ts";
import RegisterPage from "./RegisterPage.tsx";
import RegisterPromotePage from "./RegisterPromotePage.tsx";

const server = useRealServer();
type AccountOps = typeof import("#test/features/account/server-ops.ts");
const account = server.ops<AccountOps>("#test/features/account/server-ops.ts");

/** An existing player whose promotion link is followed: its agent id (Mid), invite code and token. */
async function inviter(userName: string) {
  const { token, userInfo } = await account.accountPlayer(userName);
  const { inviteCode } = await account.profileOf(token);
  return { token, agentId: userInfo.Mid, agentNo: inviteCode };
}

async function fillAndSubmit(userName: string) {
  fireEvent.change(await screen.findByPlaceholderText("请输入用户名"), { target: { value: userName } });
  fireEvent.change(screen.getByPlaceholderText("请输入密码"), { target: { value: "secret1" } });
  fireEvent.change(screen.getByPlaceholderText("请再次输入密码"), { target: { value: "secret1" } });
  fireEvent.click(screen.getByRole("checkbox", { name: "我已年满18周岁，已阅读并同意" }));
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "注册" })));
}

const registrations = () => server.log.filter((r) => /\/account\/(post)?webregist$/.test(r.url));

beforeEach(() => {
  // the second request helper (GetFingerprintParam) goes to the real server too
  apiHttp.adapter = mainHttp.adapter;
  storage.set("fingerprint", "device-fingerprint-1");
});
afterEach(() => {
  apiHttp.adapter = fetchAdapter;
});

describe("/registerpromote", () => {
  it("remembers the inviter, reports the visit with the fingerprint and registers through postwebregist", async () => {
    const agent = await inviter("inviter01");
    const entry = `/registerpromote?agentId=${agent.agentId}&agentNo=${agent.agentNo}`;
    const router = renderPage(<RegisterPromotePage />, entry, ["/"]);
    expect(await screen.findByDisplayValue(agent.agentNo)).toBeTruthy();
    await waitFor(() => expect(server.calls("SystemConfig/GetFingerprintParam")).toHaveLength(1));
    expect(server.calls("SystemConfig/GetFingerprintParam")[0]!.query).toMatchObject({
      fingerprint: "device-fingerprint-1",
      agentId: String(agent.agentId),
      agentNo: agent.agentNo,
    });
    expect(storage.get("agentNo")).toBe(agent.agentNo);

    await fillAndSubmit("newbie01");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(registrations()[0]!.url).toMatch(/\/api\/account\/postwebregist$/);
    expect(registrations()[0]!.body).toMatchObject({
      userName: "newbie01",
      agentId: String(agent.agentId),
      agentNo: agent.agentNo,
      autoLogin: "1",
    });
    expect(useSession.getState()).toMatchObject({ autoLogin: true, userInfo: { UserName: "newbie01" } });
    expect(useSession.getState().token).toBeTruthy();
    expect((await account.friendsOf(agent.token)).total).toBe(1);
  });
});

describe("/register", () => {
  it("carries the remembered inviter and the auto-login switch", async () => {
    const agent = await inviter("inviter02");
    storage.set("agentId", JSON.stringify({ agentId: agent.agentId, agentNo: agent.agentNo }));
    storage.set("agentNo", agent.agentNo);
    renderPage(<RegisterPage />, "/register", ["/"]);
    fireEvent.click(await screen.findByRole("switch"));
    await fillAndSubmit("newbie02");
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]!.url).toMatch(/\/api\/account\/webregist$/);
    expect(registrations()[0]!.body).toMatchObject({
      agentId: String(agent.agentId),
      agentNo: agent.agentNo,
      autoLogin: "0",
      agreeTerms: "1",
    });
    await waitFor(() => expect(useSession.getState().userInfo?.UserName).toBe("newbie02"));
    expect(storage.get("autoLogin")).toBe(false);
    expect((await account.friendsOf(agent.token)).total).toBe(1);
  });
});

describe("/register: 18+ and the terms", () => {
  it("sends nothing until the box is ticked, and links the user agreement and privacy policy", async () => {
    const router = renderPage(<RegisterPage />, "/register", ["/", "/helpDetail/:type/:name"]);
    fireEvent.change(await screen.findByPlaceholderText("请输入用户名"), { target: { value: "minor01" } });
    fireEvent.change(screen.getByPlaceholderText("请输入密码"), { target: { value: "secret1" } });
    fireEvent.change(screen.getByPlaceholderText("请再次输入密码"), { target: { value: "secret1" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "注册" })));
    expect(await screen.findByText("请确认已年满18周岁并同意《用户协议》和《隐私政策》")).toBeTruthy();
    expect(registrations()).toHaveLength(0);
    expect(screen.getByRole("link", { name: "《用户协议》" }).getAttribute("href")).toBe(
      "/helpDetail/terms/user-agreement",
    );
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "《隐私政策》" })));
    expect(router.state.location.pathname).toBe("/helpDetail/terms/privacy");
  });
});
