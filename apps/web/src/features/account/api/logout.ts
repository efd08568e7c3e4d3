import { useMutation } from "@tanstack/react-query";
import { endSession } from "../../../lib/forced-logout.ts";
import { post } from "../../../lib/request.ts";

/** Tells the server, then forgets the session locally whatever it answered. */
export async function logout(): Promise<void> {
  try {
    await post<null>("account/logout", {}, { silent: true });
  } finally {
    endSession();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
