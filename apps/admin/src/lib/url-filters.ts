import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** A page's filters and their defaults: strings, numbers or booleans, all kept in the URL. */
export type FilterValues = Record<string, string | number | boolean>;

/** Paging keys every list page keeps in the URL. */
export const PAGING_DEFAULTS = { pageIndex: 1, pageSize: 20 } as const;

/** Reads the filters from search params, each typed like its default; bad values fall back to it. */
export function readFilters<F extends FilterValues>(params: URLSearchParams, defaults: F): F {
  const values: FilterValues = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (typeof fallback === "number") {
      const n = Number(raw);
      values[key] = raw.trim() !== "" && Number.isFinite(n) ? n : fallback;
    } else if (typeof fallback === "boolean") {
      values[key] = raw === "1" || raw === "true";
    } else {
      values[key] = raw;
    }
  }
  return values as F;
}

/** The search params of the filters: values equal to their default are left out (short URLs). */
export function writeFilters<F extends FilterValues>(values: F, defaults: F): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === defaults[key] || value === "" || value === undefined || value === null) continue;
    params.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return params;
}

/**
 * The next filters after a change: a change to anything but the page goes back to page 1, so a new
 * filter never opens on a page past its end.
 */
export function nextFilters<F extends FilterValues>(current: F, patch: Partial<F>): F {
  const next = { ...current, ...patch };
  const keys = Object.keys(patch);
  if ("pageIndex" in current && !keys.includes("pageIndex") && keys.some((k) => patch[k] !== current[k])) {
    (next as FilterValues).pageIndex = 1;
  }
  return next;
}

/** A page's filters kept in the URL's search params (back and forward restore them). */
export function useUrlFilters<F extends FilterValues>(defaults: F) {
  const [params, setParams] = useSearchParams();
  // defaults are a constant of the page; their JSON keeps the memo stable across renders
  const defaultsKey = JSON.stringify(defaults);
  const values = useMemo(() => readFilters(params, JSON.parse(defaultsKey) as F), [params, defaultsKey]);
  const set = useCallback(
    (patch: Partial<F>) =>
      setParams((prev) => {
        const base = JSON.parse(defaultsKey) as F;
        return writeFilters(nextFilters(readFilters(prev, base), patch), base);
      }),
    [setParams, defaultsKey],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { values, set, reset };
}
