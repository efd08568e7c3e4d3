import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { pino } from "pino";
import { codeSenderFor, type CodeSender } from "./account/codes/sender.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { FencedPool } from "./db/replica-fence.ts";
import { demoGameProvider } from "./demo/games/provider.ts";
import { demoResultFeed } from "./demo/lottery/feed.ts";
import { demoFeed } from "./demo/sports/feed.ts";
import { EventBus } from "./events/bus.ts";
import { aggregatorProvider } from "./games/aggregator.ts";
import type { GameProvider } from "./games/provider.ts";
import { noResultFeed, type ResultFeed } from "./lottery/feed.ts";
import type { SportsFeed } from "./sports/feed.ts";
import { SettingsCache } from "./system/service.ts";
import type { PaymentProvider } from "./wallet/payment/provider.ts";
import { sandboxProvider } from "./wallet/payment/sandbox.ts";
import { sandboxBooks } from "./wallet/payment/sandbox-books.ts";

/**
 * What services and routes need: database, configuration, cached switches, clock, log, events, and the
 * adapters to the outside world. Those are chosen here, from the configuration, and nowhere else: the
 * modules know their interfaces only, and the demo stand-ins of the embedded setup live in demo/.
 */
export interface Deps {
  /** The request pool on the primary (DATABASE_URL). */
  db: Db;
  /** Reads that may lag (db/read-routing.ts decides which): the replica, or `db` without one. */
  replica: Db;
  /** Direct primary connections for session state (leader lock, LISTEN); null on PGlite. */
  sessionPool: pg.Pool | null;
  config: Config;
  settings: SettingsCache;
  /** The current time for business rules (lockouts, codes, heartbeats); tests replace it. */
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Where verification codes go (CODE_SENDER). */
  codeSender: CodeSender;
  /** Issue and match events for SSE streams (events/bus.ts). */
  events: EventBus;
  /** The payment providers switched on (PAYMENT_SANDBOX), by code. */
  paymentProviders: ReadonlyMap<string, PaymentProvider>;
  /** Where official lottery results come from (RESULT_FEED). */
  resultFeed: ResultFeed;
  /** Where sports fixtures, odds and results come from besides operators (SPORTS_FEED), or null. */
  sportsFeed: SportsFeed | null;
  /** The game platform of the transfer centre; tests install failing ones. */
  gameProvider: GameProvider;
}

/** The other connections of a deployment with a pooler or a replica (default: all `db`). */
export interface Connections {
  replica?: Db;
  sessionPool?: pg.Pool | null;
}

/** Builds the dependencies of one app instance. */
export function makeDeps(
  db: Db,
  config: Config,
  log: FastifyBaseLogger = pino({ enabled: false }),
  connections: Connections = {},
): Deps {
  const replica = connections.replica ?? db;
  const events = new EventBus();
  raiseReplicaFenceOnEvents(events, replica);
  return {
    db,
    replica,
    sessionPool: connections.sessionPool ?? poolOf(db),
    config,
    settings: new SettingsCache(db),
    clock: () => new Date(),
    log,
    codeSender: codeSenderFor(config, log),
    events,
    paymentProviders: paymentProvidersOf(config, db),
    resultFeed: config.resultFeed === "demo" ? demoResultFeed : noResultFeed,
    sportsFeed: config.sportsFeed === "demo" ? demoFeed : null,
    gameProvider:
      config.gameProvider === "aggregator"
        ? aggregatorProvider(config.gameAggregator)
        : demoGameProvider(db, config.gameLaunchKey),
  };
}

/** The pg pool under a drizzle database (PostgreSQL without a separate direct URL), else null. */
function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** Every event may announce a change the replica has not replayed yet (db/replica-fence.ts). */
function raiseReplicaFenceOnEvents(events: EventBus, replica: Db): void {
  const client = (replica as unknown as { $client: unknown }).$client;
  if (!(client instanceof FencedPool)) return;
  events.subscribe("*", () => client.fence.raise());
  events.subscribeChanges(() => client.fence.raise());
}

/** The providers switched on; the sandbox keeps its own books in the database (its reconciliation statement). */
function paymentProvidersOf(config: Config, db: Db): ReadonlyMap<string, PaymentProvider> {
  const providers = config.paymentSandbox
    ? [sandboxProvider(config.paymentSandboxKey, sandboxBooks(db))]
    : [];
  return new Map(providers.map((provider) => [provider.code, provider]));
}
