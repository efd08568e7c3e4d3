import { useEffect, useRef } from "react";
import { createShakeDetector, type ShakeOptions } from "../logic/shake.ts";

/** iOS 13+ Safari: motion events need the player's permission, asked from a user gesture. */
type MotionEventClass = typeof DeviceMotionEvent & { requestPermission?: () => Promise<string> };

/**
 * Calls `onShake` when the device is shaken (DeviceMotionEvent). Where the browser asks for
 * permission (iOS), it is requested on the player's first tap on the page, never unprompted; where
 * motion events do not exist (desktop, jsdom) the hook does nothing. A shake vibrates briefly.
 */
export function useShake(onShake: () => void, options?: ShakeOptions): void {
  const latest = useRef(onShake);
  useEffect(() => {
    latest.current = onShake;
  });
  useEffect(() => {
    const Motion = (window as { DeviceMotionEvent?: MotionEventClass }).DeviceMotionEvent;
    if (!Motion) return;
    const detect = createShakeDetector(options);
    const onMotion = (event: DeviceMotionEvent) => {
      const a = event.accelerationIncludingGravity;
      if (a?.x == null || a.y == null || a.z == null) return;
      if (!detect({ x: a.x, y: a.y, z: a.z, t: event.timeStamp })) return;
      navigator.vibrate?.(80);
      latest.current();
    };
    let stopped = false;
    const listen = () => {
      if (!stopped) window.addEventListener("devicemotion", onMotion);
    };
    const ask = () => {
      Motion.requestPermission?.().then(
        (state) => state === "granted" && listen(),
        () => undefined,
      );
    };
    if (typeof Motion.requestPermission === "function")
      document.addEventListener("click", ask, { once: true });
    else listen();
    return () => {
      stopped = true;
      document.removeEventListener("click", ask);
      window.removeEventListener("devicemotion", onMotion);
    };
  }, [options]);
}
