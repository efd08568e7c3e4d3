import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { homeMessages } from "../../../messages/home.ts";
import { ArticleFeed } from "../components/ArticleFeed.tsx";
import "../components/home.css";

/** /activityList: every activity with its period and whether it is still on. */
export default function ActivityListPage() {
  return (
    <Page header={<PageHeader title={homeMessages.activityListTitle} />}>
      <ArticleFeed category="activity" />
    </Page>
  );
}
