import { EventEmitter } from "node:events";

/**
 * What players' screens learn about as it happens (SSE, with polling as the fallback): an issue of a
 * number or fast-draw game opened, closed, drawn or settled, and sports matches changing. `game` is the
 * game code; `issue` the issue (or match id for sports); `numbers` the draw when drawn.
 */
export interface GameEvent {
  type: "opened" | "closed" | "drawn" | "settled" | "odds" | "result" | "scheme" | "live";
  game: string;
  issue: string;
  /** ISO instant the event happened. */
  at: string;
  numbers?: string;
  /** A group purchase (type "scheme", `issue` is the scheme number): its progress and status. */
  scheme?: { soldShares: number; totalShares: number; status: string };
  /** A match's live state changed (type "live", `issue` is the match id); `goal` when the score moved. */
  live?: { status: string; minute: number | null; score: string; goal: boolean };
}

/**
 * A customer-service conversation changed: a message was added (`messageId`, `sender`) or its state
 * moved (taken, closed). No message bodies: a NOTIFY payload stays small (pictures are data URLs), and
 * each stream reads what it may show from the database (kefu/live-routes.ts).
 */
export interface KefuEvent {
  type: "kefu";
  conversationId: number;
  /** The player whose conversation it is. */
  userId: number;
  messageId?: number;
  sender?: "player" | "operator";
  status: "waiting" | "active" | "closed";
  operatorId: number | null;
  at: string;
}

/**
 * Something an operator changed that public reads show (no player stream sees it): site content
 * (banners, dialogs, notices, settings), a game's close times, or a drawn issue's announced figures
 * (pool, sales, winners, prizes; `game` names the game). Clears the read caches (events/cached-read.ts).
 */
export interface ChangeEvent {
  type: "changed";
  topic: ChangeTopic;
  game?: string;
  at: string;
}

/** `missed`: this process may have missed events (its relay connection was lost); every cache clears. */
export type ChangeTopic = "content" | "closeTimes" | "figures" | "missed";

export type BusEvent = GameEvent | KefuEvent | ChangeEvent;

type Listener<E> = (event: E) => void;

/** The emitter's name for customer-service events (never a game code, nor "*"). */
const KEFU_TOPIC = "kefu:conversations";
/** The emitter's name for operator changes (never a game code, nor "*"). */
const CHANGE_TOPIC = "changes:operator";

/**
 * The process's event bus. `publish` delivers to this process's subscribers; a relay (events/relay.ts,
 * PostgreSQL LISTEN/NOTIFY when on PostgreSQL) carries events between server processes. Game
 * subscribers name one game or "*" for all games; customer-service events go to `subscribeKefu` only,
 * operator changes to `subscribeChanges` only.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  /** Set by a cross-process relay: sends the event to the other processes too. */
  forward: ((event: BusEvent) => void) | null = null;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** Publishes an event here and, through the relay, to other processes. */
  publish(event: BusEvent): void {
    this.deliver(event);
    this.forward?.(event);
  }

  /** Delivers an event to this process's subscribers only (the relay's entry point). */
  deliver(event: BusEvent): void {
    if (event.type === "kefu") {
      this.emitter.emit(KEFU_TOPIC, event);
      return;
    }
    if (event.type === "changed") {
      this.emitter.emit(CHANGE_TOPIC, event);
      return;
    }
    this.emitter.emit(event.game, event);
    this.emitter.emit("*", event);
  }

  /** Subscribes to one game's events (or "*"); returns the unsubscribe function. */
  subscribe(game: string, listener: Listener<GameEvent>): () => void {
    this.emitter.on(game, listener);
    return () => this.emitter.off(game, listener);
  }

  /** Subscribes to every customer-service event; returns the unsubscribe function. */
  subscribeKefu(listener: Listener<KefuEvent>): () => void {
    this.emitter.on(KEFU_TOPIC, listener);
    return () => this.emitter.off(KEFU_TOPIC, listener);
  }

  /** Subscribes to every operator change; returns the unsubscribe function. */
  subscribeChanges(listener: Listener<ChangeEvent>): () => void {
    this.emitter.on(CHANGE_TOPIC, listener);
    return () => this.emitter.off(CHANGE_TOPIC, listener);
  }
}
