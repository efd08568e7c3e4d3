import { useMutation } from "@tanstack/react-query";
import type { FollowRule, FollowRuleKind, Paged } from "@lottery/contract";
import { usePagedList } from "../../../lib/api/paged.ts";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { request } from "../../../lib/request.ts";
import { useSession } from "../../../lib/session.ts";
import type { RuleParams } from "../logic/rule-terms.ts";
import { followKey } from "./follow-api.ts";

const rulesKey = [...followKey, "rules"] as const;

/** GET order/queryReleaseOrderFollowRuleList (T): my custom follow rules of both kinds, newest first (`mid`: on one player, sent as `releaserMid`). */
export function useMyRules(mid?: number, enabled = true) {
  const me = useSession((s) => s.userInfo?.Mid);
  return usePagedList<Paged<FollowRule>>(
    [...rulesKey, me, mid ?? 0],
    "order/queryReleaseOrderFollowRuleList",
    { releaserMid: mid },
    enabled,
  );
}

/** Each kind of rule has its own call: a releaser's releases, an initiator's schemes. */
const EDIT_CALLS: Record<FollowRuleKind, string> = {
  release: "order/editReleaseOrderFollowRule",
  scheme: "hm/addfollowerrule",
};

/**
 * GET order/editReleaseOrderFollowRule or hm/addfollowerrule (T), by the rule's kind: create, change or
 * stop a rule, with an idempotency key that survives an unanswered attempt; a saved rule refreshes the
 * rules and the balance (its reserve moved).
 */
export function useEditRule() {
  const send = useRequestId();
  const mutation = useMutation({
    mutationFn: ({ kind, params }: { kind: FollowRuleKind; params: RuleParams }) =>
      send(JSON.stringify({ kind, params }), (requestId) =>
        request<FollowRule>(EDIT_CALLS[kind], { ...params, requestId }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rulesKey });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
  const edit = (kind: FollowRuleKind, params: RuleParams) => mutation.mutateAsync({ kind, params });
  return { edit, pending: mutation.isPending };
}
