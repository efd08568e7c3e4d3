import { useMutation } from "@tanstack/react-query";
import type { AuthModels, PhoneLoginParams } from "@lottery/contract";
import { post } from "../../../lib/request.ts";
import { startSession } from "../../../lib/session.ts";

/** POST account/phonelogin (/login2): a bound phone and its login code. */
export async function phoneLogin(params: PhoneLoginParams): Promise<AuthModels> {
  const models = await post<AuthModels>("account/phonelogin", params);
  startSession(models, params.autoLogin !== "0");
  return models;
}

export function usePhoneLogin() {
  return useMutation({ mutationFn: phoneLogin });
}
