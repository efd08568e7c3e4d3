import { and, desc, eq, lte } from "drizzle-orm";
import { type IndexNoticeModels, type NoticeDetail } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { notices } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

const INDEX_NOTICES = 10;

const published = (now: Date) => and(eq(notices.enabled, true), lte(notices.publishedAt, now));

/** The notice bar: the latest published notices, pinned ones first. */
export async function indexNotices(db: Db, now: Date): Promise<IndexNoticeModels> {
  const rows = await db
    .select({ id: notices.id, title: notices.title, publishedAt: notices.publishedAt })
    .from(notices)
    .where(published(now))
    .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
    .limit(INDEX_NOTICES);
  return { list: rows.map((r) => ({ ...r, publishedAt: chinaTimeIso(r.publishedAt) })) };
}

/** One published notice; status 1 when unknown, disabled or not yet published. */
export async function noticeDetail(db: Db, id: number, now: Date): Promise<NoticeDetail> {
  const rows = await db
    .select({
      id: notices.id,
      title: notices.title,
      content: notices.content,
      publishedAt: notices.publishedAt,
    })
    .from(notices)
    .where(and(eq(notices.id, id), published(now)));
  const row = rows[0];
  if (!row) throw refuse("noticeNotFound");
  return { ...row, publishedAt: chinaTimeIso(row.publishedAt) };
}
