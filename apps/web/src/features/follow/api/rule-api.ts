import { useMutation } from "@tanstack/react-query";
import type { FollowRule, Paged } from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";
import type { RuleParams } from "../logic/rule-terms.ts";
import { followKey } from "./follow-api.ts";

const rulesKey = [...followKey, "rules"] as const;

/** GET order/queryReleaseOrderFollowRuleList (T): my custom follow rules, newest first (`mid`: on one releaser, sent as `releaserMid`). */
export function useMyRules(mid?: number, enabled = true) {
  const me = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<FollowRule>>(
    [...rulesKey, me, mid ?? 0],
    "order/queryReleaseOrderFollowRuleList",
    { releaserMid: mid },
    enabled,
  );
}

/**
 * GET order/editReleaseOrderFollowRule (T): create, change or stop a rule, with an idempotency key that
 * survives an unanswered attempt; a saved rule refreshes the rules and the balance (its reserve moved).
 */
export function useEditRule() {
  const send = useRequestId();
  const mutation = useMutation({
    mutationFn: (params: RuleParams) =>
      send(JSON.stringify(params), (requestId) =>
        request<FollowRule>("order/editReleaseOrderFollowRule", { ...params, requestId }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rulesKey });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
  return { edit: mutation.mutateAsync, pending: mutation.isPending };
}
