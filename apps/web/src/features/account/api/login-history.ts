import type { LoginRecord, Paged } from "@lottery/contract";
import { useSession } from "../../../lib/session.ts";
import { usePagedList } from "../../../lib/api/paged.ts";

/** GET account/loginhistory: the player's own login attempts, newest first. */
export function useLoginHistory() {
  const mid = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<LoginRecord>>(["account", "loginhistory", mid], "account/loginhistory");
}
