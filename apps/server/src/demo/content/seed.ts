import type { Db } from "../../db/client.ts";
import { systemSettings } from "../../system/tables.ts";
import { bumpScopes } from "../../content/changes.ts";
import { DEMO_ARTICLES } from "./articles.ts";
import { DEMO_HELP } from "./help.ts";
import { DEMO_BANNERS, DEMO_BULLETINS, DEMO_DIALOGS, DEMO_NOTICES } from "./site.ts";
import { bannerScope, CONTENT_KINDS, dialogScope } from "../../content/kinds.ts";
import type { Tx } from "../../db/queryable.ts";
import { articles, banners, dialogs, helpTopics, mailMessages, notices } from "../../content/tables.ts";

const SEEDED_KEY = "content.demoSeeded";
const DAY_MS = 86_400_000;

/**
 * Writes the demo content once: a marker row claims the seeding inside the same transaction, so a
 * second start (or a concurrent one) writes nothing, even after operators deleted demo items.
 */
export async function seedDemoContent(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(systemSettings)
      .values({ key: SEEDED_KEY, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: systemSettings.key });
    if (claimed.length === 0) return false;
    await writeDemoContent(tx, now);
    return true;
  });
}

async function writeDemoContent(tx: Tx, now: Date): Promise<void> {
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await tx.insert(banners).values(DEMO_BANNERS.map((b, i) => ({ ...b, position: "home", sort: i + 1 })));
  await tx
    .insert(notices)
    .values(DEMO_NOTICES.map(({ daysAgo, ...n }) => ({ ...n, publishedAt: daysFromNow(-daysAgo) })));
  await tx.insert(articles).values(
    DEMO_ARTICLES.map(({ daysAgo, endsInDays, paragraphs, ...a }) => ({
      ...a,
      content: paragraphs.join("\n"),
      publishedAt: daysFromNow(-daysAgo),
      endsAt: endsInDays === null ? null : daysFromNow(endsInDays),
    })),
  );
  await tx.insert(helpTopics).values(
    DEMO_HELP.flatMap((group, typeIndex) =>
      group.topics.map((topic, topicIndex) => ({
        type: group.type,
        typeTitle: group.title,
        name: topic.name,
        title: topic.title,
        content: topic.paragraphs.join("\n"),
        sort: typeIndex * 100 + topicIndex + 1,
      })),
    ),
  );
  await tx.insert(dialogs).values(DEMO_DIALOGS.map((d) => ({ ...d })));
  await tx.insert(mailMessages).values(DEMO_BULLETINS.map((b) => ({ ...b, kind: "bulletin", userId: null })));
  const scopes = [
    ...CONTENT_KINDS.map((k) => k.name),
    bannerScope("home"),
    ...DEMO_DIALOGS.map((d) => dialogScope(d.audience)),
  ];
  await bumpScopes(tx, scopes, now);
}
