import { useQuery } from "@tanstack/react-query";
import type { ArticleDetail, NoticeDetail } from "@lottery/contract";
import { request } from "../../../lib/request.ts";

/** sitemsg/getaricledetail: one article; disabled without an id. The page shows failures itself. */
export function useArticleDetail(id: number | null) {
  return useQuery({
    queryKey: ["articles", "detail", id],
    queryFn: () => request<ArticleDetail>("sitemsg/getaricledetail", { id }, { silent: true }),
    enabled: id !== null,
  });
}

/** SiteMsg/GetNoticeDetail: one notice; disabled without an id. */
export function useNoticeDetail(noticeId: number | null) {
  return useQuery({
    queryKey: ["notices", "detail", noticeId],
    queryFn: () => request<NoticeDetail>("SiteMsg/GetNoticeDetail", { noticeId }, { silent: true }),
    enabled: noticeId !== null,
  });
}
