import { and, count, desc, eq, lte } from "drizzle-orm";
import { type ArticleBrief, type ArticleCategory, type ArticleDetail, type Paged } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { keywordMatch } from "./search.ts";
import { articles } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

type ArticleRow = typeof articles.$inferSelect;

const published = (now: Date) => and(eq(articles.enabled, true), lte(articles.publishedAt, now));

const briefColumns = {
  id: articles.id,
  category: articles.category,
  title: articles.title,
  summary: articles.summary,
  cover: articles.cover,
  link: articles.link,
  publishedAt: articles.publishedAt,
  endsAt: articles.endsAt,
};

function brief(row: Omit<ArticleRow, "content" | "enabled" | "updatedAt">): ArticleBrief {
  return {
    ...row,
    category: row.category as ArticleCategory,
    publishedAt: chinaTimeIso(row.publishedAt),
    endsAt: row.endsAt && chinaTimeIso(row.endsAt),
  };
}

export interface ArticleQuery {
  pageIndex: number;
  pageSize: number;
  category?: ArticleCategory | undefined;
  keyword?: string | undefined;
}

/** Published articles, newest first, optionally of one category and matching a keyword. */
export async function articleList(db: Db, query: ArticleQuery, now: Date): Promise<Paged<ArticleBrief>> {
  const where = and(
    published(now),
    query.category ? eq(articles.category, query.category) : undefined,
    keywordMatch(query.keyword, [articles.title, articles.summary]),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(briefColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { list: rows.map(brief), total: totals[0]?.n ?? 0 };
}

/** One published article; status 1 when unknown, disabled or not yet published. */
export async function articleDetail(db: Db, id: number, now: Date): Promise<ArticleDetail> {
  const rows = await db
    .select({ ...briefColumns, content: articles.content })
    .from(articles)
    .where(and(eq(articles.id, id), published(now)));
  const row = rows[0];
  if (!row) throw refuse("articleNotFound");
  return { ...brief(row), content: row.content };
}
