import { useQuery } from "@tanstack/react-query";
import type { Profile, UserInfo } from "@lottery/contract";
import { ACCOUNT_SCOPE, accountChanged } from "../../../lib/api/account-state.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { request } from "../../../lib/request.ts";
import { updateUserInfo, useSession } from "../../../lib/session.ts";

export const profileKey = [ACCOUNT_SCOPE, "profile"] as const;

/** GET account/profile: what /personalInfo, /completeInfo and /modifyInfo show. */
export async function fetchProfile(): Promise<Profile> {
  const profile = await request<Profile>("account/profile");
  updateUserInfo(profile.userInfo);
  return profile;
}

export function useProfile() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: [...profileKey, token], queryFn: fetchProfile, enabled: Boolean(token) });
}

/** A call answered with the player's new UserInfo: the session takes it, the profile is refetched. */
export function applyUserInfo(userInfo: UserInfo): void {
  updateUserInfo(userInfo);
  void queryClient.invalidateQueries({ queryKey: profileKey });
}

/**
 * A call answered with the whole new Profile: the session and the cached profile take it, and the
 * other account-scoped queries (the withdrawal summary) refetch.
 */
export function applyProfile(profile: Profile): void {
  updateUserInfo(profile.userInfo);
  queryClient.setQueriesData({ queryKey: profileKey }, profile);
  void accountChanged(profileKey);
}
