import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import { apiHttp } from "../../../lib/api-client.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { mainHttp } from "../../../lib/request.ts";
import { hydrateSession, useSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "../../../lib/test-helpers.ts";
import RegisterPage from "./RegisterPage.tsx";
import RegisterPromotePage from "./RegisterPromotePage.tsx";

let log: SeenRequest[];

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <div>home</div> },
      { path: "/register", element: <RegisterPage /> },
      { path: "/registerpromote", element: <RegisterPromotePage /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillAndSubmit() {
  fireEvent.change(await screen.findByPlaceholderText("请输入用户名"), { target: { value: "newbie01" } });
  fireEvent.change(screen.getByPlaceholderText("请输入密码"), { target: { value: "secret1" } });
  fireEvent.change(screen.getByPlaceholderText("请再次输入密码"), { target: { value: "secret1" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "注册" })));
}

const registrations = () => log.filter((r) => /\/account\/(post)?webregist$/.test(r.url));

beforeEach(() => {
  log = [];
  vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  const reply = (r: SeenRequest) => ({
    data: {
      status: 0,
      msg: "",
      models: r.url.endsWith("GetFingerprintParam")
        ? { agentId: 42, agentNo: "AB12CD34" }
        : { token: "tok-new", userInfo: demoUser },
    },
  });
  mainHttp.defaults.adapter = mockAdapter(reply, log);
  apiHttp.defaults.adapter = mockAdapter(reply, log);
  storage.set("fingerprint", "device-fingerprint-1");
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  resetBrowserState();
  hydrateSession();
});

describe("/registerpromote", () => {
  it("remembers the inviter, reports the visit with the fingerprint and registers through postwebregist", async () => {
    const router = renderAt("/registerpromote?agentId=42&agentNo=AB12CD34");
    expect(await screen.findByDisplayValue("AB12CD34")).toBeTruthy();
    await waitFor(() => expect(log.some((r) => r.url.endsWith("GetFingerprintParam"))).toBe(true));
    expect(log.find((r) => r.url.endsWith("GetFingerprintParam"))!.query).toMatchObject({
      fingerprint: "device-fingerprint-1",
      agentId: "42",
      agentNo: "AB12CD34",
    });
    expect(storage.get("agentNo")).toBe("AB12CD34");

    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(registrations()[0]!.url).toMatch(/\/api\/account\/postwebregist$/);
    expect(registrations()[0]!.body).toMatchObject({
      userName: "newbie01",
      agentId: "42",
      agentNo: "AB12CD34",
      autoLogin: "1",
    });
    expect(useSession.getState()).toMatchObject({ token: "tok-new", autoLogin: true });
  });
});

describe("/register", () => {
  it("carries the remembered inviter and the auto-login switch", async () => {
    storage.set("agentId", JSON.stringify({ agentId: 42, agentNo: "AB12CD34" }));
    storage.set("agentNo", "AB12CD34");
    renderAt("/register");
    fireEvent.click(await screen.findByRole("switch"));
    await fillAndSubmit();
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]!.url).toMatch(/\/api\/account\/webregist$/);
    expect(registrations()[0]!.body).toMatchObject({ agentId: "42", agentNo: "AB12CD34", autoLogin: "0" });
    expect(storage.get("autoLogin")).toBe(false);
  });
});
