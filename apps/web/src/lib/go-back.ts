import { useNavigate } from "react-router";

/**
 * Whether the previous history entry is a page of this app: React Router numbers its entries in
 * history.state.idx, so 0 (or none) means the app was opened on this page (a link, a bookmark, a
 * reload after a deep link) and going back would leave the app.
 */
export function hasInAppHistory(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" && idx > 0;
}

/** Back one page inside the app, or to `fallback` (replacing this entry) when there is none. */
export function useGoBack(fallback = "/"): () => void {
  const navigate = useNavigate();
  return () => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
