import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { loginPathFor } from "../lib/paths.ts";
import { isLoggedIn, useSession } from "../lib/session.ts";

/**
 * The login gate: visitors go to /login carrying the return target twice, in route state (`from`)
 * and in `?redirect=` (which survives a reload of the login page); login comes back here.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useSession(isLoggedIn);
  const location = useLocation();
  if (loggedIn) return <>{children}</>;
  const from = `${location.pathname}${location.search}`;
  return <Navigate to={loginPathFor(from)} replace state={{ from }} />;
}
