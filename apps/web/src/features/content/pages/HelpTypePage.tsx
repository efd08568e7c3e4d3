import { useParams } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { contentMessages } from "../../../messages/content.ts";
import { useHelpList } from "../api/help.ts";
import { HelpTopicList } from "../components/HelpTopicList.tsx";
import { MissingContent } from "../components/MissingContent.tsx";
import "../components/content.css";

/** /helpType/:type: every topic of one help type. */
export default function HelpTypePage() {
  const { type } = useParams();
  const help = useHelpList();
  const helpType = help.data?.find((item) => item.type === type);
  if (help.isSuccess && !helpType) return <MissingContent title={contentMessages.helpCenterTitle} />;
  return (
    <Page header={<PageHeader title={helpType?.title ?? contentMessages.helpCenterTitle} />}>
      <LoadState status={help.status} onRetry={() => void help.refetch()}>
        {helpType && <HelpTopicList topics={helpType.topics} />}
      </LoadState>
    </Page>
  );
}
