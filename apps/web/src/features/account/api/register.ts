import { useMutation } from "@tanstack/react-query";
import type { AuthModels, RegisterParams } from "@lottery/contract";
import { post } from "../../../lib/request.ts";
import { startSession } from "../../../lib/session.ts";

/** Registers and logs straight in (the server answers with a token, API.md §3). */
export async function register(params: RegisterParams): Promise<AuthModels> {
  const models = await post<AuthModels>("account/webregist", params);
  startSession(models);
  return models;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
