import { StatusPage } from "../../../components/StatusPage.tsx";
import { useGoBack } from "../../../lib/go-back.ts";
import { contentMessages } from "../../../messages/content.ts";

/** A friendly not-found (an article opened without its id, a notice or topic that is gone). */
export function MissingContent({ title }: { title: string }) {
  const back = useGoBack();
  return (
    <StatusPage
      title={title}
      description={contentMessages.contentMissing}
      status="empty"
      actionText={contentMessages.backToPrevious}
      onAction={back}
    />
  );
}
