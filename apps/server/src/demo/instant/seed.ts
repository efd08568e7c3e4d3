import type { Db } from "../../db/client.ts";
import { createBatch } from "../../instant/batches.ts";
import { systemSettings } from "../../system/tables.ts";

const SEEDED_KEY = "instant.demoSeeded";

/** Two demo scratch-card batches with published prize structures (returns 65 % and 66 %). */
export const DEMO_BATCHES = [
  {
    name: "幸运7",
    price: "2",
    cardCount: 10_000,
    tiers: [
      { prize: "1000", count: 2 },
      { prize: "50", count: 40 },
      { prize: "10", count: 500 },
      { prize: "2", count: 2_000 },
    ],
    revealMinutes: 1440,
  },
  {
    name: "金元宝",
    price: "5",
    cardCount: 5_000,
    tiers: [
      { prize: "5000", count: 1 },
      { prize: "100", count: 30 },
      { prize: "20", count: 250 },
      { prize: "5", count: 700 },
    ],
    revealMinutes: 1440,
  },
];

/** Writes the demo batches once (a marker row claims the seeding first). True when written. */
export async function seedDemoInstant(db: Db): Promise<boolean> {
  const claimed = await db
    .insert(systemSettings)
    .values({ key: SEEDED_KEY, value: { at: new Date().toISOString() } })
    .onConflictDoNothing()
    .returning({ key: systemSettings.key });
  if (claimed.length === 0) return false;
  for (const batch of DEMO_BATCHES) await createBatch(db, batch, new Date());
  return true;
}
