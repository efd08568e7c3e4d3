import { useNavigate } from "react-router";
import { StatusPage } from "../../../components/StatusPage.tsx";
import { messages } from "../../../messages.ts";

/** A friendly not-found (an article opened without its id, a notice or topic that is gone). */
export function MissingContent({ title }: { title: string }) {
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate("/", { replace: true }));
  return (
    <StatusPage
      title={title}
      description={messages.contentMissing}
      status="empty"
      actionText={messages.backToPrevious}
      onAction={back}
    />
  );
}
