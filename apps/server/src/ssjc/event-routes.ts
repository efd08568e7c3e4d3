import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { eventHashParams, eventIdParams, eventPageParams, eventPredictParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { refuse } from "../domain/refusal.ts";
import { playerRoute } from "../http/player-route.ts";
import { eventMyPredictions, eventPage, eventPredict } from "./event-predict.ts";
import { eventRank } from "./event-rank.ts";
import { currentEvent, enabledEvent } from "./event-views.ts";
import { ssjcEvents } from "./tables.ts";

/**
 * Prediction events (赛事活动, issue 26): the 欧冠 / 欧洲杯 event pages, the five leagues' battle and
 * their leaderboards. Predictions are match guesses carrying the event's id (settled by ssjc/settle.ts).
 */
export function ssjcEventRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "ssjc";

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/EventPage",
    summary:
      "An event's page (by `eventId`, else the current event of `kind` ogb | ozb | five): terms, published " +
      "scoring, prize table, its matches with the caller's predictions, and the caller's standing (when logged in)",
    tag,
    params: eventPageParams,
    auth: "optional",
    handler: async ({ player, params }) => {
      const now = deps.clock();
      const event =
        params.eventId !== undefined
          ? await enabledEvent(db, params.eventId)
          : await currentEvent(db, params.kind ?? "ogb", now);
      return eventPage(db, event, player?.user.id ?? null, now);
    },
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Activity/EventPredict",
    summary:
      "Predicts (or changes the prediction of) one of a live event's matches before kick-off: `pick` 3 主胜, " +
      "1 平, 0 客胜 and an optional exact `score` (2:1) for the bonus; exactly once per `requestId`",
    tag,
    params: eventPredictParams,
    auth: "required",
    handler: ({ player, params }) => eventPredict(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/EventMyPredictions",
    summary: "The caller's own predictions in an event, with their status and the points scored",
    tag,
    params: eventIdParams,
    auth: "required",
    handler: ({ player, params }) => eventMyPredictions(db, params.eventId, player.user.id),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/EventRank",
    summary:
      "An event's leaderboard (top 50, names masked; ties to who reached the total first) with each rank's " +
      "prize, the caller's own line (when logged in) and the payout state",
    tag,
    params: eventIdParams,
    auth: "optional",
    handler: async ({ player, params }) =>
      eventRank(db, await enabledEvent(db, params.eventId), player?.user.id ?? null),
  });

  // Last: the static /Activity/* paths above win over this parametric one.
  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/:hash",
    summary: "The page of the event a shareable link names by its public `hash` (as Activity/EventPage)",
    tag,
    params: eventHashParams,
    auth: "optional",
    handler: async ({ player, params }) => {
      const [event] = await db
        .select()
        .from(ssjcEvents)
        .where(and(eq(ssjcEvents.hash, params.hash), eq(ssjcEvents.enabled, true)));
      if (!event) throw refuse("ssjc.eventNotFound");
      return eventPage(db, event, player?.user.id ?? null, deps.clock());
    },
  });
}
