import type { BetSzcModels } from "@lottery/contract";
import { post } from "../../../lib/request.ts";

/** POST lottery/bet_szc (API.md §5): places the bet list; `requestId` makes a retry charge nothing twice. */
export function placeNumberBet(
  params: Record<string, string | number>,
  requestId: string,
): Promise<BetSzcModels> {
  return post<BetSzcModels>("lottery/bet_szc", { ...params, requestId });
}
