import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrationsFolder, openDatabase } from "../src/db/client.ts";

/**
 * A migrated, empty PGlite data directory, built once per set of migrations and shared by every test
 * file (and every run until a migration changes): creating a cluster and migrating it takes seconds per
 * file, loading the saved image a fraction of that. Kept in the system's temporary folder under the
 * migrations' hash; files that race to build it each write a whole image and rename it into place.
 */
export async function migratedImage(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `lottery-pglite-${migrationsHash()}.tar`);
  if (!fs.existsSync(file)) await buildImage(file);
  return new Blob([fs.readFileSync(file)]);
}

async function buildImage(file: string): Promise<void> {
  const database = await openDatabase({ pgliteDir: null });
  try {
    await database.migrate();
    const image = await database.image!();
    const partial = `${file}.${process.pid}.${Date.now()}`;
    fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
}

let hash: string | undefined;
function migrationsHash(): string {
  if (hash) return hash;
  const digest = createHash("sha256");
  for (const name of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, name);
    if (fs.statSync(full).isFile()) digest.update(name).update(fs.readFileSync(full));
  }
  hash = digest.digest("hex").slice(0, 16);
  return hash;
}
