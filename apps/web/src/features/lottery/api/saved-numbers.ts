import { useMutation, useQuery } from "@tanstack/react-query";
import type { SavedNumber } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { post, request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

const savedKey = ["lottery", "saved-numbers"] as const;

/**
 * GET Lottery/NumberList (T): my saved number sets (自选号码) of one game, or of every game when
 * `gameCode` is undefined; off until `enabled`.
 */
export function useSavedNumbers(gameCode: string | undefined, enabled = true) {
  const mid = useSession((s) => s.userInfo?.Mid);
  return useQuery({
    queryKey: [...savedKey, mid, gameCode ?? "all"],
    queryFn: () =>
      request<{ list: SavedNumber[]; max: number }>("Lottery/NumberList", gameCode ? { gameCode } : {}),
    enabled: enabled && mid !== undefined,
  });
}

/** POST Lottery/SaveNumber (T) and POST Lottery/DeleteNumber (T); each refreshes the lists. */
export function useSavedNumberEdits() {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: savedKey });
  const save = useMutation({
    mutationFn: (params: { gameCode: string; tickets: string }) =>
      post<SavedNumber>("Lottery/SaveNumber", params),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<{ id: number }>("Lottery/DeleteNumber", { id }),
    onSuccess: refresh,
  });
  return { save: save.mutateAsync, remove: remove.mutateAsync, pending: save.isPending || remove.isPending };
}
