import { createElement, type ReactElement } from "react";
import type { HttpAdapter, HttpRequest } from "../src/lib/http.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Dialog, Toast } from "antd-mobile";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, vi } from "vitest";
import type { UserInfo } from "@lottery/contract";
import { queryClient } from "../src/lib/query-client.ts";
import { hydrateSession } from "../src/lib/session.ts";

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

/** Splits what the wire would have sent into query and form body, for assertions. */
export function seen(config: HttpRequest): SeenRequest {
  const url = new URL(config.url, "http://localhost");
  const body = typeof config.data === "string" ? Object.fromEntries(new URLSearchParams(config.data)) : {};
  const headers: Record<string, string | undefined> = config.headers;
  return {
    method: config.method.toUpperCase(),
    url: `${url.origin}${url.pathname}`,
    query: Object.fromEntries(url.searchParams),
    body,
    contentType: headers["Content-Type"] ?? headers["content-type"],
    timeout: config.timeout,
  };
}

/** A wire adapter answering with `reply(request)`: the network is mocked, our code is not. */
export function mockAdapter(
  reply: (request: SeenRequest) => { status?: number; data: unknown } | Error,
  log: SeenRequest[] = [],
): HttpAdapter {
  return async (config) => {
    const request = seen(config);
    log.push(request);
    const answer = reply(request);
    if (answer instanceof Error) throw answer;
    return { data: answer.data, status: answer.status ?? 200 };
  };
}

export function resetBrowserState(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
}

/** After a page test: the DOM, dialogs, mocks, query cache, storage and session start again. */
export function resetAfterPageTest(): void {
  Dialog.clear();
  cleanup();
  vi.restoreAllMocks();
  queryClient.clear();
  resetBrowserState();
  hydrateSession();
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

/** Clicks the button named `name` (within `scope`, the whole page by default) and lets React settle. */
export const click = (name: string, scope = within(document.body)) =>
  act(async () => fireEvent.click(scope.getByRole("button", { name })));

/** Types `value` into the input with this placeholder. */
export const typeInto = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

/** What the toasts of the running test said (page tests make Toast.show a spy). */
export const shownToasts = () =>
  vi.mocked(Toast.show).mock.calls.map((args) => (args[0] as { content: string }).content);

/**
 * The payment confirmation (components/confirm-payment.tsx) now open: checks it says `lines` and the
 * amount (yuan text, e.g. "96.00"), then taps 确认支付 (or 取消 when `cancel`).
 */
export async function confirmPaymentOf(yuan: string, lines: readonly string[] = [], cancel = false) {
  const box = await waitFor(() => {
    const open = screen.getAllByTestId("pay-confirm").at(-1)!;
    expect(open.textContent).toContain(`本次支付 ${yuan}元`);
    return open;
  });
  for (const line of lines) expect(box.textContent).toContain(line);
  const dialog = box.closest(".adm-dialog-body")!.parentElement!;
  await act(async () =>
    fireEvent.click(
      within(dialog as HTMLElement).getByRole("button", { name: cancel ? "取消" : "确认支付" }),
    ),
  );
}
