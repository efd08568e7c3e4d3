import type { ArticleBrief } from "@lottery/contract";
import { formatChinaDate } from "../../../lib/china-time.ts";
import { homeMessages } from "../../../messages/home.ts";

/** An activity is over once its last day (endsAt) has passed; open-ended ones never end. */
export function activityEnded(article: Pick<ArticleBrief, "endsAt">, nowMs: number): boolean {
  if (!article.endsAt) return false;
  const endMs = Date.parse(article.endsAt);
  return !Number.isNaN(endMs) && endMs < nowMs;
}

/** "2026-11-01 至 2026-11-30", or "2026-11-01 起 长期有效". */
export function activityPeriod(article: Pick<ArticleBrief, "publishedAt" | "endsAt">): string {
  const start = formatChinaDate(article.publishedAt);
  return article.endsAt
    ? homeMessages.periodUntil(start, formatChinaDate(article.endsAt))
    : homeMessages.periodOpen(start);
}
