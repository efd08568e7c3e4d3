import { useQuery } from "@tanstack/react-query";
import type {
  GameListModels,
  KefuMessage,
  KefuMessageKind,
  KefuMessagesModels,
  KfUrlModels,
  LaunchUrlModels,
  OrderRecord,
  Paged,
} from "@lottery/contract";
import { apiUrl, post, request } from "../../../lib/request.ts";
import { buildSignedParams } from "../../../lib/request-params.ts";
import { useSession } from "../../../lib/session.ts";

/** GET SiteMsg/GetGameList2 (T): one company's games for /gamecenter/{company}. */
export function useCompanyGames(company: string) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: ["games", "company", company, mid],
    queryFn: () => request<GameListModels>("SiteMsg/GetGameList2", { company }),
    enabled: mid !== undefined && company !== "",
  });
}

/** SPEC 7.3 getGameUrl (GET lottery/LaunchUrl, T): the game's signed URL; a refusal is shown as a toast. */
export async function launchUrl(company: string, gamecode: string): Promise<string> {
  return (await request<LaunchUrlModels>("lottery/LaunchUrl", { company, gamecode })).url;
}

/** SPEC 7.3 getKFUrl (GET SystemConfig/GetKFUrl, T); silent: the caller shows its own message. */
export async function kefuUrl(params: { mid: string; page: string; ClientInfo: string }): Promise<string> {
  return (await request<KfUrlModels>("SystemConfig/GetKFUrl", params, { silent: true })).url;
}

/** GET Kefu/Messages (T): the conversation after message id `after`. Silent: a catch-up must not toast. */
export function kefuMessages(after: number): Promise<KefuMessagesModels> {
  return request<KefuMessagesModels>("Kefu/Messages", { after }, { silent: true });
}

/**
 * GET Kefu/Events (T): the address of the Server-Sent Events of the player's own conversation, signed
 * now (open it at once: the signature's time is checked when the stream opens).
 */
export function kefuStreamUrl(): string {
  const path = "Kefu/Events";
  return `${apiUrl(path)}?${new URLSearchParams(buildSignedParams(path, {})).toString()}`;
}

/** POST Kefu/Send (T): a refusal is shown as a toast by the request helper. */
export function kefuSend(kind: KefuMessageKind, body: string): Promise<KefuMessage> {
  return post<KefuMessage>("Kefu/Send", { kind, body });
}

/** GET order/list (T): the player's latest orders, to attach one to a message. */
export function recentOrders(): Promise<Paged<OrderRecord>> {
  return request<Paged<OrderRecord>>("order/list", { pageIndex: 1, pageSize: 10 });
}
