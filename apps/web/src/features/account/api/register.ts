import { useMutation } from "@tanstack/react-query";
import type { AuthModels, RegisterParams } from "@lottery/contract";
import { post } from "../../../lib/request.ts";
import { startSession } from "../../../lib/session.ts";

/** webregist from /register, postwebregist from the promotion page (API.md §3). */
export type RegisterPath = "account/webregist" | "account/postwebregist";

/** Registers and logs straight in (the server answers with a token, API.md §3). */
export async function register(params: RegisterParams, path: RegisterPath): Promise<AuthModels> {
  const models = await post<AuthModels>(path, params);
  startSession(models, params.autoLogin !== "0");
  return models;
}

export function useRegister(path: RegisterPath) {
  return useMutation({ mutationFn: (params: RegisterParams) => register(params, path) });
}
