import { useParams } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { contentMessages } from "../../../messages/content.ts";
import { useHelpDetail } from "../api/help.ts";
import { ContentBody } from "../components/ContentBody.tsx";
import { MissingContent } from "../components/MissingContent.tsx";
import { isRefusal } from "../logic/refusal.ts";
import { helpTopicFromRoute } from "../logic/route-input.ts";
import "../components/content.css";

/** /helpDetail/:type/:name: one help answer. */
export default function HelpDetailPage() {
  const params = useParams();
  const topic = helpTopicFromRoute(params.type, params.name);
  const detail = useHelpDetail(topic);
  if (topic === null || isRefusal(detail.error))
    return <MissingContent title={contentMessages.helpCenterTitle} />;
  return (
    <Page className="content-page" header={<PageHeader title={contentMessages.helpDetailTitle} />}>
      <LoadState status={detail.status} onRetry={() => void detail.refetch()}>
        {detail.data && <ContentBody title={detail.data.title} text={detail.data.content} />}
      </LoadState>
    </Page>
  );
}
