import { Button } from "antd-mobile";
import { useLocation } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { followLink } from "../../../lib/links.ts";
import { commonMessages } from "../../../messages/common.ts";
import { contentMessages } from "../../../messages/content.ts";
import { useArticleDetail } from "../api/content-detail.ts";
import { ContentBody } from "../components/ContentBody.tsx";
import { MissingContent } from "../components/MissingContent.tsx";
import { articleIdFromState } from "../logic/route-input.ts";
import { isRefusal } from "../logic/refusal.ts";
import "../components/content.css";

/** /articleDetail: the article whose id is in route state; its link, when it has one, as a button. */
export default function ArticleDetailPage() {
  const id = articleIdFromState(useLocation().state);
  const article = useArticleDetail(id);
  if (id === null || isRefusal(article.error)) return <MissingContent title={contentMessages.articleTitle} />;
  const data = article.data;
  const title = data?.category === "activity" ? contentMessages.activityTitle : contentMessages.articleTitle;
  return (
    <Page className="content-page" header={<PageHeader title={title} />}>
      <LoadState status={article.status} onRetry={() => void article.refetch()}>
        {data && (
          <ContentBody
            title={data.title}
            meta={formatChinaDateTime(data.publishedAt)}
            cover={data.cover}
            text={data.content}
            footer={
              data.link && (
                <Button block color="primary" shape="rounded" onClick={() => void followLink(data.link)}>
                  {data.category === "activity" ? contentMessages.joinActivity : commonMessages.viewDetail}
                </Button>
              )
            }
          />
        )}
      </LoadState>
    </Page>
  );
}
