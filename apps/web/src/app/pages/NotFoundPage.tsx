import { useNavigate } from "react-router";
import { StatusPage } from "../../components/StatusPage.tsx";
import { commonMessages } from "../../messages/common.ts";

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      title={commonMessages.notFoundTitle}
      description={commonMessages.notFoundBody}
      actionText={commonMessages.backHome}
      onAction={() => navigate("/", { replace: true })}
    />
  );
}
