import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerNavigator } from "../../../lib/navigation.ts";
import { mainHttp } from "../../../lib/request.ts";
import { clearSession, startSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "../../../lib/test-helpers.ts";
import ArticleDetailPage from "./ArticleDetailPage.tsx";
import HelpCenterPage from "./HelpCenterPage.tsx";
import MsgCenterPage from "./MsgCenterPage.tsx";
import NoticeDetailPage from "./NoticeDetailPage.tsx";

type Reply = (request: SeenRequest) => { status: number; msg: string; models: unknown };

let log: SeenRequest[];
let toast: ReturnType<typeof vi.spyOn>;

function answer(reply: Reply) {
  mainHttp.defaults.adapter = mockAdapter((r) => ({ data: reply(r) }), log);
}
const ok = (models: unknown) => ({ status: 0, msg: "", models });

function renderAt(path: string, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/articleDetail", element: <ArticleDetailPage /> },
      { path: "/noticeDetail/:noticeId", element: <NoticeDetailPage /> },
      { path: "/helpCenter", element: <HelpCenterPage /> },
      { path: "/MsgCenter", element: <MsgCenterPage /> },
      { path: "*", element: <div>elsewhere</div> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  registerNavigator((to, options) => void router.navigate(to, options));
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const article = {
  id: 3,
  category: "activity",
  title: "新人注册礼",
  summary: "",
  cover: "",
  link: "/register",
  publishedAt: "2026-11-01T10:00:00+08:00",
  endsAt: null,
  content: "第一段\n\n第二段",
};

beforeEach(() => {
  log = [];
  toast = vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  toast.mockRestore();
  registerNavigator(null);
  resetBrowserState();
  clearSession();
});

describe("article and notice pages", () => {
  it("shows the article of the route state as paragraphs, and its link as a button", async () => {
    answer(() => ok(article));
    const router = renderAt("/articleDetail", { id: 3 });
    expect(await screen.findByText("新人注册礼")).toBeTruthy();
    expect(screen.getByText("第一段").tagName).toBe("P");
    expect(screen.getByText("第二段").tagName).toBe("P");
    expect(log[0]!.query.id).toBe("3");
    fireEvent.click(screen.getByRole("button", { name: "立即参与" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/register"));
  });

  it("shows a friendly not-found without asking the server when the state is missing", async () => {
    answer(() => ok(article));
    renderAt("/articleDetail");
    expect(await screen.findByText("内容不存在或已下线")).toBeTruthy();
    expect(screen.getByRole("button", { name: "返回上一页" })).toBeTruthy();
    expect(log).toHaveLength(0);
  });

  it("shows the not-found when the server says the notice is gone", async () => {
    answer(() => ({ status: 1, msg: "公告不存在或已下线", models: null }));
    renderAt("/noticeDetail/9");
    expect(await screen.findByText("内容不存在或已下线")).toBeTruthy();
    expect(log[0]!.query.noticeId).toBe("9");
  });
});

describe("help centre", () => {
  it("lists types with topics and searches by keyword", async () => {
    answer((r) =>
      ok({
        list: [
          {
            type: "account",
            title: "账户与安全",
            topics: r.query.keyword
              ? [{ type: "account", name: "lock", title: "密码输错被锁定怎么办" }]
              : [
                  { type: "account", name: "lock", title: "密码输错被锁定怎么办" },
                  { type: "account", name: "bind", title: "如何绑定手机" },
                ],
          },
        ],
      }),
    );
    renderAt("/helpCenter");
    expect(await screen.findByText("如何绑定手机")).toBeTruthy();
    expect(screen.getByText("账户与安全")).toBeTruthy();
    const box = screen.getByPlaceholderText("搜索问题，如：提现、验证码");
    fireEvent.change(box, { target: { value: "锁定" } });
    await act(async () => fireEvent.keyDown(box, { key: "Enter", code: "Enter" }));
    expect(await screen.findByText("找到 1 个相关问题")).toBeTruthy();
    expect(log.at(-1)!.query.keyword).toBe("锁定");
  });
});

describe("message centre", () => {
  const row = (id: number, read: boolean) => ({
    id,
    kind: "mail",
    title: `站内信${id}`,
    content: `内容${id}`,
    sentAt: "2026-11-21T20:00:00+08:00",
    read,
  });

  it("shows unread counts, opens a message and marks it read, and marks all read", async () => {
    startSession({ token: "tok-1", userInfo: demoUser });
    storage.set("mailType", "mail");
    answer((r) =>
      r.url.endsWith("/MailList")
        ? ok({ list: [row(1, false), row(2, false)], total: 2, unread: { bulletin: 0, mail: 2 } })
        : ok({ unread: { bulletin: 0, mail: 1 } }),
    );
    renderAt("/MsgCenter");
    fireEvent.click(await screen.findByText("站内信1"));
    expect(await screen.findByText("内容1")).toBeTruthy();
    await waitFor(() => expect(log.some((r) => r.url.endsWith("/MailRead") && r.body.id === "1")).toBe(true));
    expect(await screen.findByText("1")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "全部已读" })));
    await waitFor(() =>
      expect(
        log.some((r) => r.url.endsWith("/MailRead") && r.body.all === "1" && r.body.kind === "mail"),
      ).toBe(true),
    );
  });
});
