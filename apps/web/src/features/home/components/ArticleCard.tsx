import type { ArticleBrief } from "@lottery/contract";
import { Tag } from "antd-mobile";
import { formatChinaDate } from "../../../lib/china-time.ts";
import { homeMessages } from "../../../messages/home.ts";
import { activityEnded, activityPeriod } from "../logic/activity-status.ts";

export interface ArticleCardProps {
  article: ArticleBrief;
  nowMs: number;
  onOpen: (article: ArticleBrief) => void;
}

/** An article in a list: cover, title, summary; activities add their period and 进行中/已结束. */
export function ArticleCard({ article, nowMs, onOpen }: ArticleCardProps) {
  const isActivity = article.category === "activity";
  const ended = activityEnded(article, nowMs);
  return (
    <button
      type="button"
      className={`article-card${isActivity ? " is-activity" : ""}`}
      onClick={() => onOpen(article)}
    >
      {article.cover && <img className="article-cover" src={article.cover} alt="" loading="lazy" />}
      <span className="article-text">
        <span className="article-title">{article.title}</span>
        {article.summary && <span className="article-summary">{article.summary}</span>}
        <span className="article-meta">
          {isActivity ? activityPeriod(article) : formatChinaDate(article.publishedAt)}
          {isActivity && (
            <Tag color={ended ? "default" : "success"} fill="outline">
              {ended ? homeMessages.activityEnded : homeMessages.activityOngoing}
            </Tag>
          )}
        </span>
      </span>
    </button>
  );
}
