import { useQuery } from "@tanstack/react-query";
import type { DialogListModels } from "@lottery/contract";
import { request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";

/** SiteMsg/DialogList: the players' pop-ups with a token, the visitors' without (SPEC 6). */
export function useDialogList() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ["home", "dialogs", token],
    queryFn: () => request<DialogListModels | null>("SiteMsg/DialogList", {}, { silent: true }),
  });
}
