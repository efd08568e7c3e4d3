import { useMutation } from "@tanstack/react-query";
import type { AuthModels, LoginParams } from "@lottery/contract";
import { post } from "../../../lib/request.ts";
import { startSession } from "../../../lib/session.ts";

/** POST account/weblogin; `autoLogin` "0" keeps the login to this browser session (SPEC 4). */
export async function login(params: LoginParams): Promise<AuthModels> {
  const models = await post<AuthModels>("account/weblogin", params);
  startSession(models, params.autoLogin !== "0");
  return models;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
