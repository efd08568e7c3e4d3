import { useEffect, useRef, useState } from "react";
import { clockSkew, secondsUntil } from "../logic/countdown.ts";

/**
 * Seconds left until `targetIso` on the server's clock (the skew comes from the answer's serverTime
 * and when it arrived), ticking every second; `onZero` runs once when it reaches 0.
 */
export function useCountdown(
  targetIso: string | undefined,
  serverTime: string | undefined,
  receivedAt: number,
  onZero?: () => void,
): number | null {
  const skew = serverTime ? clockSkew(serverTime, receivedAt) : 0;
  const [seconds, setSeconds] = useState(() => secondsLeft(targetIso, skew));
  const fired = useRef<string | undefined>(undefined);
  const zero = useRef(onZero);
  zero.current = onZero;

  useEffect(() => {
    const tick = () => {
      const now = secondsLeft(targetIso, skew);
      setSeconds(now);
      if (now === 0 && fired.current !== targetIso) {
        fired.current = targetIso;
        zero.current?.();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [targetIso, skew]);

  return seconds;
}

/** Whole seconds left until `targetIso` on the server's clock (`skew` ms ahead of ours); null without one. */
function secondsLeft(targetIso: string | undefined, skew: number): number | null {
  return targetIso ? secondsUntil(targetIso, Date.now() + skew) : null;
}
