import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from "axios";
import type { UserInfo } from "@lottery/contract";

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
