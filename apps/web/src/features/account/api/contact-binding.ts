import { useMutation } from "@tanstack/react-query";
import type { BindEmailParams, BindPhoneParams, UserInfo } from "@lottery/contract";
import { post } from "../../../lib/request.ts";
import { applyUserInfo } from "./profile.ts";

/** POST account/bindphone: binds (or re-binds) the phone the code was sent to. */
export async function bindPhone(params: BindPhoneParams): Promise<UserInfo> {
  const userInfo = await post<UserInfo>("account/bindphone", params);
  applyUserInfo(userInfo);
  return userInfo;
}

/** POST Account/QQMailBind: binds the e-mail address the code was sent to. */
export async function bindEmail(params: BindEmailParams): Promise<UserInfo> {
  const userInfo = await post<UserInfo>("Account/QQMailBind", params);
  applyUserInfo(userInfo);
  return userInfo;
}

export function useBindPhone() {
  return useMutation({ mutationFn: bindPhone });
}

export function useBindEmail() {
  return useMutation({ mutationFn: bindEmail });
}
