import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { codeSenderFor, type CodeSender } from "./account/codes/sender.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { EventBus } from "./events/bus.ts";
import { SettingsCache } from "./system/service.ts";

/** What services and routes need: database, configuration, cached switches, clock, log, code sender. */
export interface Deps {
  db: Db;
  config: Config;
  settings: SettingsCache;
  /** The current time for business rules (lockouts, codes, heartbeats); tests replace it. */
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Where verification codes go (CODE_SENDER). */
  codeSender: CodeSender;
  /** Issue and match events for SSE streams (events/bus.ts). */
  events: EventBus;
}

/** Builds the dependencies of one app instance. */
export function makeDeps(db: Db, config: Config, log: FastifyBaseLogger = pino({ enabled: false })): Deps {
  return {
    db,
    config,
    settings: new SettingsCache(db),
    clock: () => new Date(),
    log,
    codeSender: codeSenderFor(config, log),
    events: new EventBus(),
  };
}
