import { useParams } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { contentMessages } from "../../../messages/content.ts";
import { useNoticeDetail } from "../api/content-detail.ts";
import { ContentBody } from "../components/ContentBody.tsx";
import { MissingContent } from "../components/MissingContent.tsx";
import { noticeIdFromRoute } from "../logic/route-input.ts";
import { isRefusal } from "../logic/refusal.ts";
import "../components/content.css";

/** /noticeDetail/:noticeId: one notice of the home notice bar. */
export default function NoticeDetailPage() {
  const noticeId = noticeIdFromRoute(useParams().noticeId);
  const notice = useNoticeDetail(noticeId);
  if (noticeId === null || isRefusal(notice.error))
    return <MissingContent title={contentMessages.noticeTitle} />;
  return (
    <Page className="content-page" header={<PageHeader title={contentMessages.noticeTitle} />}>
      <LoadState status={notice.status} onRetry={() => void notice.refetch()}>
        {notice.data && (
          <ContentBody
            title={notice.data.title}
            meta={formatChinaDateTime(notice.data.publishedAt)}
            text={notice.data.content}
          />
        )}
      </LoadState>
    </Page>
  );
}
