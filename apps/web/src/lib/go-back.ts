import { useLocation, useNavigate } from "react-router";

/**
 * Whether the previous history entry is a page of this app. React Router gives the entry the app
 * was opened on the key "default" (a link, a bookmark, a fresh load); every entry it pushed itself,
 * including after a reload, has its own key.
 */
export function hasInAppHistory(locationKey: string): boolean {
  return locationKey !== "default";
}

/** Back one page inside the app, or to `fallback` (replacing this entry) when there is none. */
export function useGoBack(fallback = "/"): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (hasInAppHistory(key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
