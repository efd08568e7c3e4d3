import { useMutation } from "@tanstack/react-query";
import type { SetNameParams, UserInfo } from "@lottery/contract";
import { post } from "../../../lib/request.ts";
import { applyUserInfo } from "./profile.ts";

/** POST account/setname: the nickname other players see. */
export async function setNickName(params: SetNameParams): Promise<UserInfo> {
  const userInfo = await post<UserInfo>("account/setname", params);
  applyUserInfo(userInfo);
  return userInfo;
}

export function useSetNickName() {
  return useMutation({ mutationFn: setNickName });
}
