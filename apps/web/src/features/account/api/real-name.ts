import { useMutation } from "@tanstack/react-query";
import type { Profile, RealNameParams } from "@lottery/contract";
import { post } from "../../../lib/request.ts";
import { applyProfile } from "./profile.ts";

/** POST RealNameAuthor: once only; the answer carries the masked name and ID number. */
export async function verifyRealName(params: RealNameParams): Promise<Profile> {
  const profile = await post<Profile>("RealNameAuthor", params);
  applyProfile(profile);
  return profile;
}

export function useVerifyRealName() {
  return useMutation({ mutationFn: verifyRealName });
}
