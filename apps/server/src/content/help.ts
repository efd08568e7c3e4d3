import { and, asc, eq } from "drizzle-orm";
import { type HelpDetail, type HelpListModels, type HelpType } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { keywordMatch } from "./search.ts";
import { helpTopics } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** Help types with their topics, in sort order; a keyword keeps only topics whose title or answer match. */
export async function helpList(db: Db, keyword: string | undefined): Promise<HelpListModels> {
  const rows = await db
    .select({
      type: helpTopics.type,
      typeTitle: helpTopics.typeTitle,
      name: helpTopics.name,
      title: helpTopics.title,
    })
    .from(helpTopics)
    .where(keywordMatch(keyword, [helpTopics.title, helpTopics.content]))
    .orderBy(asc(helpTopics.sort), asc(helpTopics.id));
  const types = new Map<string, HelpType>();
  for (const row of rows) {
    let group = types.get(row.type);
    if (!group) {
      group = { type: row.type, title: row.typeTitle, topics: [] };
      types.set(row.type, group);
    }
    group.topics.push({ type: row.type, name: row.name, title: row.title });
  }
  return { list: [...types.values()] };
}

/** One topic; status 1 when there is none of that type and name. */
export async function helpDetail(db: Db, type: string, name: string): Promise<HelpDetail> {
  const rows = await db
    .select({
      type: helpTopics.type,
      name: helpTopics.name,
      title: helpTopics.title,
      content: helpTopics.content,
    })
    .from(helpTopics)
    .where(and(eq(helpTopics.type, type), eq(helpTopics.name, name)));
  const row = rows[0];
  if (!row) throw refuse("helpNotFound");
  return row;
}
