import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerNavigator } from "../../../lib/navigation.ts";
import { useRealServer } from "#test/real-server.ts";
import { storage } from "../../../lib/storage.ts";
import ArticleDetailPage from "./ArticleDetailPage.tsx";
import HelpCenterPage from "./HelpCenterPage.tsx";
import MsgCenterPage from "./MsgCenterPage.tsx";
import NoticeDetailPage from "./NoticeDetailPage.tsx";

const server = useRealServer();
const log = server.log;

/** An operator call that must succeed; answers its models. */
async function operatorSaves(path: string, payload: Record<string, unknown>) {
  const answer = (await server.setUp.operator("POST", path, payload)) as {
    status: number;
    msg: string;
    models: { id: number };
  };
  if (answer.status !== 0) throw new Error(`${path} refused: ${answer.msg}`);
  return answer.models;
}

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

/** The 新人注册礼 activity article, saved by the operator (its id in beforeAll). */
let articleId: number;

beforeAll(async () => {
  const article = {
    category: "activity",
    title: "新人注册礼",
    link: "/register",
    // published a day before the server's test clock (which lags the real time a little)
    publishedAt: new Date(Date.parse(await server.setUp.advanceClock(0)) - 86_400_000).toISOString(),
    content: "第一段\n\n第二段",
  };
  articleId = (await operatorSaves("/content/articles", article)).id;
  const topic = { type: "account", typeTitle: "账户与安全", content: "联系客服处理。" };
  await operatorSaves("/content/help", { ...topic, name: "lock", title: "密码输错被锁定怎么办" });
  await operatorSaves("/content/help", { ...topic, name: "bind", title: "如何绑定手机", sort: 1 });
});

beforeEach(() => {
  window.scrollTo = () => undefined;
});

afterEach(() => {
  registerNavigator(null);
});

describe("article and notice pages", () => {
  it("shows the article of the route state as paragraphs, and its link as a button", async () => {
    const router = renderAt("/articleDetail", { id: articleId });
    expect(await screen.findByText("新人注册礼")).toBeTruthy();
    expect(screen.getByText("第一段").tagName).toBe("P");
    expect(screen.getByText("第二段").tagName).toBe("P");
    expect(log[0]!.query.id).toBe(String(articleId));
    fireEvent.click(screen.getByRole("button", { name: "立即参与" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/register"));
  });

  it("shows a friendly not-found without asking the server when the state is missing", async () => {
    renderAt("/articleDetail");
    expect(await screen.findByText("内容不存在或已下线")).toBeTruthy();
    expect(screen.getByRole("button", { name: "返回上一页" })).toBeTruthy();
    expect(log).toHaveLength(0);
  });

  it("shows the not-found when the server says the notice is gone", async () => {
    renderAt("/noticeDetail/9999");
    expect(await screen.findByText("内容不存在或已下线")).toBeTruthy();
    expect(log[0]!.query.noticeId).toBe("9999");
  });
});

describe("help centre", () => {
  it("lists types with topics and searches by keyword", async () => {
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
  it("shows unread counts, opens a message and marks it read, and marks all read", async () => {
    const { userInfo } = await server.login("mailread01");
    const mail = (n: number) => ({
      kind: "mail",
      mid: userInfo.Mid,
      title: `站内信${n}`,
      content: `内容${n}`,
    });
    const first = await operatorSaves("/mail", mail(1));
    await operatorSaves("/mail", mail(2));
    storage.set("mailType", "mail");
    renderAt("/MsgCenter");
    expect(await screen.findByText("2")).toBeTruthy();
    fireEvent.click(await screen.findByText("站内信1"));
    expect(await screen.findByText("内容1")).toBeTruthy();
    await waitFor(() =>
      expect(log.some((r) => r.url.endsWith("/MailRead") && r.body.id === String(first.id))).toBe(true),
    );
    expect(await screen.findByText("1")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "全部已读" })));
    await waitFor(() =>
      expect(
        log.some((r) => r.url.endsWith("/MailRead") && r.body.all === "1" && r.body.kind === "mail"),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText("1")).toBeNull());
  });
});
