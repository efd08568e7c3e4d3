import { useNavigate } from "react-router";
import { showToast } from "../../../lib/toast.ts";

/**
 * Runs a profile change; on success toasts `doneMessage` and goes back to the page that opened
 * this one. A refusal is left on screen (the request helper has toasted it).
 */
export function useDoneAndBack(doneMessage: string) {
  const navigate = useNavigate();
  return async (change: () => Promise<unknown>) => {
    try {
      await change();
    } catch {
      return;
    }
    showToast(doneMessage);
    navigate(-1);
  };
}
