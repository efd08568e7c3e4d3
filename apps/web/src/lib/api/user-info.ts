import { useQuery } from "@tanstack/react-query";
import type { UserInfo } from "@lottery/contract";
import { ACCOUNT_SCOPE } from "./account-state.ts";
import { request } from "../request.ts";
import { updateUserInfo, useSession } from "../session.ts";

export const userInfoKey = [ACCOUNT_SCOPE, "userinfo"] as const;

export async function fetchUserInfo(): Promise<UserInfo> {
  const info = await request<UserInfo | null>("account/userinfo");
  if (!info) throw new Error("userinfo without models");
  updateUserInfo(info);
  return info;
}

/** The logged-in player's profile, refreshed from the server; disabled for visitors. */
export function useUserInfo() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: [...userInfoKey, token], queryFn: fetchUserInfo, enabled: Boolean(token) });
}
