import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Deps } from "../deps.ts";
import type { BusEvent } from "./bus.ts";

/**
 * Carries the event bus between server processes through PostgreSQL LISTEN/NOTIFY: every event
 * published here is NOTIFYed on one channel (tagged with this process's id) and every notification
 * from another process is delivered to this process's subscribers. A no-op on PGlite (one process).
 * The listening connection is dedicated; when it is lost the relay reconnects after a second.
 */

export const EVENT_CHANNEL = "game_events";
const RECONNECT_MS = 1000;

export interface EventRelay {
  stop(): Promise<void>;
}

interface Envelope {
  origin: string;
  event: BusEvent;
}

/** Starts the relay on the app's database (resolves once listening); returns how to stop it. */
export async function startEventRelay(deps: Deps): Promise<EventRelay> {
  // LISTEN needs a session: a direct connection, never the transaction pooler.
  const pool = deps.sessionPool;
  if (!pool) return { stop: async () => undefined };
  const origin = randomUUID();
  let listener: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let reconnecting = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== EVENT_CHANNEL || !message.payload) return;
    try {
      const envelope = JSON.parse(message.payload) as Envelope;
      if (envelope.origin !== origin) deps.events.deliver(envelope.event);
    } catch (error) {
      deps.log.warn({ err: error }, "event relay: unreadable notification");
    }
  };
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    client.on("notification", onNotification);
    client.on("error", (error) => {
      deps.log.error({ err: error }, "event relay connection lost");
      if (listener !== client) return;
      listener = null;
      client.release(true);
      scheduleReconnect();
    });
    await client.query(`LISTEN ${EVENT_CHANNEL}`);
    listener = client;
    // Events NOTIFYed while no connection listened are lost: what was cached from before is dropped.
    if (reconnecting) deps.events.deliver({ type: "changed", topic: "missed", at: new Date().toISOString() });
    reconnecting = true;
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        deps.log.error({ err: error }, "event relay reconnect failed");
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  deps.events.forward = (event) => {
    const payload = JSON.stringify({ origin, event } satisfies Envelope);
    pool
      .query("select pg_notify($1, $2)", [EVENT_CHANNEL, payload])
      .catch((error: unknown) => deps.log.error({ err: error }, "event relay notify failed"));
  };
  return {
    stop: async () => {
      stopped = true;
      deps.events.forward = null;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = null;
      if (!client) return;
      try {
        await client.query(`UNLISTEN ${EVENT_CHANNEL}`);
        client.release();
      } catch {
        client.release(true);
      }
    },
  };
}
