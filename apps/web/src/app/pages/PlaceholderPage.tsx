import { useLocation, useNavigate } from "react-router";
import { StatusPage } from "../../components/StatusPage.tsx";
import { commonMessages } from "../../messages/common.ts";

/** The one page every not-yet-built route renders (see pending-routes.ts). */
export default function PlaceholderPage({ route }: { route: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <StatusPage
      title={commonMessages.pendingTitle}
      description={
        <>
          <span data-testid="pending-route">{route}</span>
          <br />
          {commonMessages.pendingBody(location.pathname)}
        </>
      }
      status="empty"
      actionText={commonMessages.backHome}
      onAction={() => navigate("/", { replace: true })}
    />
  );
}
