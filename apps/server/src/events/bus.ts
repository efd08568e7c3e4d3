import { EventEmitter } from "node:events";

/**
 * What players' screens learn about as it happens (SSE, with polling as the fallback): an issue of a
 * number or fast-draw game opened, closed, drawn or settled, and sports matches changing. `game` is the
 * game code; `issue` the issue (or match id for sports); `numbers` the draw when drawn.
 */
export interface GameEvent {
  type: "opened" | "closed" | "drawn" | "settled" | "odds" | "result" | "scheme";
  game: string;
  issue: string;
  /** ISO instant the event happened. */
  at: string;
  numbers?: string;
  /** A group purchase (type "scheme", `issue` is the scheme number): its progress and status. */
  scheme?: { soldShares: number; totalShares: number; status: string };
}

type Listener = (event: GameEvent) => void;

/**
 * The process's event bus. `publish` delivers to this process's subscribers; a relay (events/relay.ts,
 * PostgreSQL LISTEN/NOTIFY when on PostgreSQL) carries events between server processes. Subscribers
 * name one game or "*" for all.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  /** Set by a cross-process relay: sends the event to the other processes too. */
  forward: ((event: GameEvent) => void) | null = null;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** Publishes an event here and, through the relay, to other processes. */
  publish(event: GameEvent): void {
    this.deliver(event);
    this.forward?.(event);
  }

  /** Delivers an event to this process's subscribers only (the relay's entry point). */
  deliver(event: GameEvent): void {
    this.emitter.emit(event.game, event);
    this.emitter.emit("*", event);
  }

  /** Subscribes to one game's events (or "*"); returns the unsubscribe function. */
  subscribe(game: string, listener: Listener): () => void {
    this.emitter.on(game, listener);
    return () => this.emitter.off(game, listener);
  }
}
