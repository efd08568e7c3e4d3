import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { updateOperator, useSession } from "../../lib/session.ts";
import { paths } from "../../lib/paths.ts";
import { fetchMe } from "./api.ts";

/**
 * The login gate: no session → the login page (remembering where the operator was going);
 * a password change due → the change screen. Reads /me once so role changes show without a new login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const hasSession = session !== null;
  useEffect(() => {
    if (!hasSession) return;
    fetchMe().then(updateOperator, (error: unknown) => {
      // a server without /me answers 404-status 1; a lost session was already ended by the API helper
      if (!(error instanceof ApiError)) console.warn(error);
    });
  }, [hasSession]);
  if (!session)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  if (session.operator.mustChangePassword) return <Navigate to={paths.changePassword} replace />;
  return children;
}
