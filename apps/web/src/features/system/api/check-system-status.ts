import { useMutation } from "@tanstack/react-query";
import type { SystemStatusModels } from "@lottery/contract";
import { ApiError } from "../../../lib/api-error.ts";
import { request } from "../../../lib/request.ts";

/** True when the system is up again. Status 6 (or maintenance: true) means still down. */
export async function checkSystemStatus(): Promise<{ up: boolean; message: string }> {
  try {
    const models = await request<SystemStatusModels>("SystemConfig/CheckSystemStatus", {}, { silent: true });
    return { up: !models?.maintenance, message: models?.message ?? "" };
  } catch (error) {
    if (error instanceof ApiError && error.status === 6) return { up: false, message: error.message };
    throw error;
  }
}

export function useCheckSystemStatus() {
  return useMutation({ mutationFn: checkSystemStatus });
}
