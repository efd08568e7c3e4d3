import { useMutation } from "@tanstack/react-query";
import { endSession } from "../../../lib/forced-logout.ts";
import { post } from "../../../lib/request.ts";

/**
 * Logs out at once: the call is signed with the token when it is made, then the session is
 * forgotten locally without waiting for the answer (which cannot change the outcome).
 */
export async function logout(): Promise<void> {
  const told = post<null>("account/logout", {}, { silent: true });
  endSession();
  await told.catch(() => undefined);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
