import { useNavigate } from "react-router";
import { StatusPage } from "../../components/StatusPage.tsx";
import { messages } from "../../messages/index.ts";

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      title={messages.notFoundTitle}
      description={messages.notFoundBody}
      actionText={messages.backHome}
      onAction={() => navigate("/", { replace: true })}
    />
  );
}
