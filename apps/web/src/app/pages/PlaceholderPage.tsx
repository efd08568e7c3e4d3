import { useLocation, useNavigate } from "react-router";
import { StatusPage } from "../../components/StatusPage.tsx";
import { messages } from "../../messages/index.ts";

/** The one page every not-yet-built route renders (see pending-routes.ts). */
export default function PlaceholderPage({ route }: { route: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <StatusPage
      title={messages.pendingTitle}
      description={
        <>
          <span data-testid="pending-route">{route}</span>
          <br />
          {messages.pendingBody(location.pathname)}
        </>
      }
      status="empty"
      actionText={messages.backHome}
      onAction={() => navigate("/", { replace: true })}
    />
  );
}
