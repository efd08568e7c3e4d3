import { useMutation } from "@tanstack/react-query";
import type { ModifyInfoParams, Profile } from "@lottery/contract";
import { post } from "../../../lib/request.ts";
import { applyProfile } from "./profile.ts";

/** POST account/modifyinfo: gender, QQ and signature; an empty string clears a field. */
export async function modifyInfo(params: ModifyInfoParams): Promise<Profile> {
  const profile = await post<Profile>("account/modifyinfo", params);
  applyProfile(profile);
  return profile;
}

export function useModifyInfo() {
  return useMutation({ mutationFn: modifyInfo });
}
