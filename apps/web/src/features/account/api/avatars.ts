import { useMutation, useQuery } from "@tanstack/react-query";
import type { ProfileListModels, UserInfo } from "@lottery/contract";
import { queryClient } from "../../../lib/query-client.ts";
import { post, request } from "../../../lib/request.ts";
import { applyUserInfo } from "./profile.ts";

export const avatarListKey = ["account", "avatars"] as const;

/** GET UserCenter/QueryProfileList: the avatars to choose from and the current one. */
export function fetchAvatarList(): Promise<ProfileListModels> {
  return request<ProfileListModels>("UserCenter/QueryProfileList");
}

export function useAvatarList() {
  return useQuery({ queryKey: avatarListKey, queryFn: fetchAvatarList });
}

/** POST UserCenter/SetProfile: chooses one of the list's avatars. */
export async function setAvatar(profileId: number): Promise<UserInfo> {
  const userInfo = await post<UserInfo>("UserCenter/SetProfile", { profileId });
  applyUserInfo(userInfo);
  queryClient.setQueryData<ProfileListModels>(
    avatarListKey,
    (old) => old && { ...old, currentId: profileId },
  );
  return userInfo;
}

export function useSetAvatar() {
  return useMutation({ mutationFn: setAvatar });
}
