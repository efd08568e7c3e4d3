import { useGoBack } from "../../../lib/go-back.ts";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";

/**
 * Runs a profile change; on success toasts `doneMessage` and goes back to the page that opened
 * this one (or to /personalInfo when the app was opened here). A refusal is left on screen (the request helper has toasted it).
 */
export function useDoneAndBack(doneMessage: string) {
  const goBack = useGoBack(paths.personalInfo);
  return async (change: () => Promise<unknown>) => {
    try {
      await change();
    } catch {
      return;
    }
    showToast(doneMessage);
    goBack();
  };
}
