import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordParams } from "@lottery/contract";
import { post } from "../../../lib/request.ts";

/** POST account/resetpwd (/forgetReg): every session of the account is revoked by the server. */
export function resetPassword(params: ResetPasswordParams): Promise<null> {
  return post<null>("account/resetpwd", params);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
