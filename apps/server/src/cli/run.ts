import path from "node:path";
import { loadConfig } from "../config.ts";
import { DataDirInUseError, openDatabase, type Database } from "../db/client.ts";

/**
 * Exit codes of the database commands (npm run audit:ledger, npm run operator:create); README lists
 * them. 1 is kept for what the command found (the ledger audit's problems), never for a failure to run.
 */
export const CLI_EXIT = {
  ok: 0,
  /** What an audit found (audit:ledger, audit:operators): problems listed on stdout. */
  problemsFound: 1,
  /** Wrong arguments (usage printed). */
  usage: 2,
  /** The embedded database folder is held by another process, e.g. a running `npm start`. */
  dataDirInUse: 3,
  /** The command could not run: the database could not be opened, migrated or read. */
  failed: 4,
} as const;

/**
 * Runs a command against the configured database and sets the exit code: the command's own answer,
 * or one of CLI_EXIT's when the database cannot be used. `whileHeld` tells the operator what to do
 * instead while a running server holds the embedded database folder.
 */
export async function runWithDatabase(
  command: string,
  whileHeld: string,
  work: (database: Database) => Promise<number>,
): Promise<void> {
  let database: Database;
  try {
    const config = loadConfig();
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      directUrl: config.databaseDirectUrl,
      pgliteDir: config.pgliteDir,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(heldFolderText(command, error, whileHeld));
      process.exitCode = CLI_EXIT.dataDirInUse;
    } else {
      console.error(`${command}: could not open the database: ${messageOf(error)}`);
      process.exitCode = CLI_EXIT.failed;
    }
    return;
  }
  try {
    process.exitCode = await work(database);
  } catch (error) {
    console.error(`${command}: failed: ${messageOf(error)}`);
    process.exitCode = CLI_EXIT.failed;
  } finally {
    await database.close();
  }
}

function heldFolderText(command: string, error: DataDirInUseError, whileHeld: string): string {
  const relative = path.relative(process.cwd(), error.dir);
  const dir = relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : error.dir;
  return [
    `${command}: the embedded database folder ${dir} is in use by process ${error.holder}`,
    "(a running `npm start`, or another command). Only one process may open it at a time.",
    whileHeld,
    `Nothing was read or changed (exit code ${CLI_EXIT.dataDirInUse}).`,
  ].join("\n");
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
