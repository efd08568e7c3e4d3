import { useEffect, useState } from "react";
import { currentSubscription, disablePush, enablePush, pushSupported } from "../../../lib/push.ts";
import { showToast } from "../../../lib/toast.ts";
import { pushMessages } from "../../../messages/push.ts";

const m = pushMessages.push;

/**
 * The 中奖推送 switch: on when this browser holds a push subscription; turning it on asks for
 * notification permission and subscribes, off unsubscribes. Each outcome is said in a toast.
 */
export function usePushSwitch() {
  const supported = pushSupported();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void currentSubscription()
      .then((sub) => live && setOn(sub !== null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [supported]);

  const change = async (next: boolean) => {
    if (!supported) return showToast(m.unsupported);
    setBusy(true);
    try {
      if (next) {
        const refused = await enablePush();
        if (refused) return showToast(m[refused]);
      } else {
        await disablePush();
      }
      setOn(next);
      showToast(next ? m.enabled : m.disabled);
    } catch {
      showToast(m.failed);
    } finally {
      setBusy(false);
    }
  };
  return { supported, on, busy, change };
}
