import { queryClient } from "../query-client.ts";

/**
 * Queries whose answer depends on the player's set-up — real name, passwords, payout accounts — have
 * keys that start with this scope (the profile, the user info, the withdrawal summary), so any page
 * shows a change made on another page at once.
 */
export const ACCOUNT_SCOPE = "account";

/**
 * Tells every account-scoped query that the player's set-up changed: mounted ones refetch now. A caller
 * that already holds one query's new answer names it in `except` so it is not fetched again.
 */
export function accountChanged(except?: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: [ACCOUNT_SCOPE],
    predicate: (query) => !except?.every((part, i) => query.queryKey[i] === part),
  });
}
