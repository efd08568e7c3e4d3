import { useEffect, useRef } from "react";

/** Calls `run` every `ms` while it is not null (the latest `run` each time). */
export function useInterval(run: (() => void) | null, ms: number): void {
  const saved = useRef(run);
  saved.current = run;
  const on = run !== null;
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => saved.current?.(), ms);
    return () => clearInterval(id);
  }, [on, ms]);
}
