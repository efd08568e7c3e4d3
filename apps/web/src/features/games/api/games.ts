import { useQuery } from "@tanstack/react-query";
import type { GameListModels, KfUrlModels, LaunchUrlModels } from "@lottery/contract";
import { request } from "../../../lib/request.ts";
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
