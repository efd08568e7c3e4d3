import { createElement, type ReactElement } from "react";
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from "axios";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import { Dialog, Toast } from "antd-mobile";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import type { UserInfo } from "@lottery/contract";
import { queryClient } from "./query-client.ts";
import { mainHttp } from "./request.ts";
import { hydrateSession, startSession } from "./session.ts";

/** Test-only helpers (imported by *.test.ts files, never by the app). */
export const demoUser: UserInfo = {
  Mid: 1001,
  UserName: "player01",
  NickName: "玩家01",
  Avatar: "",
  Balance: 1234.5,
  GameTransferPermission: false,
  Level: 1,
  v: 202611001,
  RealNameBound: false,
  PhoneBound: false,
  EmailBound: false,
};

export interface SeenRequest {
  method: string;
  url: string;
  query: Record<string, string>;
  body: Record<string, string>;
  contentType: string | undefined;
  timeout: number | undefined;
}

/** Splits what axios would have sent into query and form body, for assertions. */
export function seen(config: InternalAxiosRequestConfig): SeenRequest {
  const url = new URL(config.url ?? "", "http://localhost");
  const body = typeof config.data === "string" ? Object.fromEntries(new URLSearchParams(config.data)) : {};
  const headers = config.headers as unknown as Record<string, string | undefined>;
  return {
    method: (config.method ?? "get").toUpperCase(),
    url: `${url.origin}${url.pathname}`,
    query: Object.fromEntries(url.searchParams),
    body,
    contentType: headers["Content-Type"] ?? headers["content-type"],
    timeout: config.timeout,
  };
}

/** An axios adapter answering with `reply(request)`: the network is mocked, our code is not. */
export function mockAdapter(
  reply: (request: SeenRequest) => { status?: number; data: unknown } | Error,
  log: SeenRequest[] = [],
): AxiosAdapter {
  return async (config) => {
    const request = seen(config);
    log.push(request);
    const answer = reply(request);
    if (answer instanceof Error) throw answer;
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status ?? 200,
      statusText: "OK",
      headers: {},
      config,
    };
    return response;
  };
}

export function resetBrowserState(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
}

/** An envelope that went through. */
export const ok = (models: unknown) => ({ status: 0, msg: "", models });

/**
 * What the mocked server answers from a table of answers: an Error is a network failure, an object
 * with a numeric `status` a whole envelope (a refusal, say), anything else the models of an ok
 * envelope (none: models null).
 */
export function answerOf(answer: unknown): { data: unknown } | Error {
  if (answer instanceof Error) return answer;
  if (typeof (answer as { status?: unknown } | undefined)?.status === "number") return { data: answer };
  return { data: ok(answer ?? null) };
}

export interface PageTestNetwork {
  /** Every request of the running test, in order. */
  log: SeenRequest[];
  /** The requests of the running test to `<prefix><path>`. */
  calls(path: string): SeenRequest[];
}

/**
 * The hooks of a page test file: before each test the player `user` is logged in, toasts are
 * silenced (Toast.show is a spy) and each call to `<prefix><path>` is answered from `answers()[path]`
 * (answerOf); after it the DOM, dialogs, mocks, query cache, storage and session are reset.
 */
export function setUpPageTests(
  answers: () => Record<string, unknown>,
  options: { user?: UserInfo; prefix?: string } = {},
): PageTestNetwork {
  const prefix = options.prefix ?? "/api/";
  const log: SeenRequest[] = [];
  beforeEach(() => {
    log.length = 0;
    vi.spyOn(Toast, "show").mockImplementation(() => ({ close: () => undefined }));
    mainHttp.defaults.adapter = mockAdapter((r) => answerOf(answers()[r.url.split(prefix)[1] ?? ""]), log);
    startSession({ token: "tok-1", userInfo: options.user ?? demoUser });
  });
  afterEach(() => {
    Dialog.clear();
    cleanup();
    vi.restoreAllMocks();
    queryClient.clear();
    resetBrowserState();
    hydrateSession();
  });
  return { log, calls: (path) => log.filter((r) => r.url.endsWith(`${prefix}${path}`)) };
}

/**
 * Renders `page` at `url` (history: `/`, then `url`) with the query client; every other path of
 * `places` is a placeholder naming itself. Answers the router, to check where the page led.
 */
export function renderPage(page: ReactElement, url: string, places: readonly string[] = ["/"]) {
  const path = url.split("?")[0]!;
  const others = places
    .filter((place) => place !== path)
    .map((place) => ({ path: place, element: createElement("div", null, place) }));
  const router = createMemoryRouter([...others, { path, element: page }], { initialEntries: ["/", url] });
  render(
    createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })),
  );
  return router;
}
