import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordParams, SetWithdrawPasswordParams } from "@lottery/contract";
import { accountChanged } from "../../../lib/api/account-state.ts";
import { post } from "../../../lib/request.ts";

/** POST account/changepwd: the login password; the server revokes every other session. */
export function changePassword(params: ChangePasswordParams): Promise<null> {
  return post<null>("account/changepwd", params);
}

/** POST account/setwithdrawpwd: sets or changes the 6-digit withdrawal password. */
export async function setWithdrawPassword(params: SetWithdrawPasswordParams): Promise<null> {
  await post<null>("account/setwithdrawpwd", params);
  await accountChanged();
  return null;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useSetWithdrawPassword() {
  return useMutation({ mutationFn: setWithdrawPassword });
}
