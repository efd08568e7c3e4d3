import type { FastifyInstance } from "fastify";
import {
  betScratchCardParams,
  betSmallGameParams,
  checkSmallGameQualifyParams,
  fairPlayParams,
  fairTablesParams,
  getScratchCardParams,
  prizeScratchCardParams,
  setClientSeedParams,
  smallGameRecordParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { fairPlay } from "./fair-play.ts";
import { fairTables } from "./fair-tables.ts";
import { buyScratchCard } from "./scratch-buy.ts";
import { revealScratchCard, scratchLobby } from "./scratch-reveal.ts";
import { fairSeedState, rotateSeed, setClientSeed } from "./seeds.ts";
import { betSmallGame, smallGameQualify, smallGameRecords } from "./small-game.ts";

/** Instant games (issue 26): provably fair seeds, scratch cards, the small games (slot machine, golden egg). */
export function instantRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "instant";

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/FairSeed",
    summary:
      "The player's provably fair seed pair: sha256 of the current server seed (committed before play), " +
      "the client seed, the next nonce, and the server seeds already revealed",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => fairSeedState(db, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Activity/SetClientSeed",
    summary:
      "Sets the client seed of the next plays; when the current server seed has been used it is revealed " +
      "and a new one committed (nonce from 0)",
    tag,
    params: setClientSeedParams,
    auth: "required",
    handler: ({ player, params }) => setClientSeed(db, player.user.id, params.clientSeed, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Activity/RotateSeed",
    summary:
      "Reveals the current server seed (every play made with it can be recomputed) and commits a new one",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => rotateSeed(db, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/FairPlay",
    summary:
      "What one of the player's plays (`game` scratch | slot | egg, `id`) drew with: commitment, client seed, " +
      "nonce, a scratch card's unsold counts, the outcome; the server seed once rotated",
    tag,
    params: fairPlayParams,
    auth: "required",
    handler: ({ player, params }) => fairPlay(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/FairTables",
    summary:
      "The published prize tables for the public fairness page (no login): scratch batches on sale with " +
      "exact tiers and return, the slot and golden-egg paytables with exact chances and return to player",
    tag,
    params: fairTablesParams,
    // Published terms are public, like lotteryresult/Verify: no login, no signing key, limited per IP.
    auth: "none",
    signature: "optional",
    perMinute: deps.config.publicRateLimitPerMin,
    handler: () => fairTables(db),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/Get_ScratchCard",
    summary:
      "The scratch lobby: batches on sale (price, top prize, top prizes left, the published tiers and exact " +
      "return) and the player's unrevealed cards; with `cardId` that card of the player's",
    tag,
    params: getScratchCardParams,
    auth: "required",
    handler: ({ player, params }) => scratchLobby(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Activity/Bet_ScratchCard",
    summary:
      "Buys one card of `batchId` for cash (an order of kind scratch), exactly once per `requestId`; the " +
      "card is picked fairly from the unsold ones and its prize fixed now, paid when revealed",
    tag,
    params: betScratchCardParams,
    auth: "required",
    adultsOnly: true,
    handler: ({ player, params }) => buyScratchCard(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Activity/Prize_ScratchCard",
    summary:
      "Reveals the player's card `cardId` and pays its prize to cash, once (a repeat answers it again)",
    tag,
    params: prizeScratchCardParams,
    auth: "required",
    handler: ({ player, params }) => revealScratchCard(db, player.user.id, params.cardId, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/CheckSmallGameQualify",
    summary:
      "A small game's terms (`game` slot | egg) and the player's points and free chances left today " +
      "(shared by the small games) with their reasons; the published paytable with exact chances and return",
    tag,
    params: checkSmallGameQualifyParams,
    auth: "required",
    handler: ({ player, params }) => smallGameQualify(db, player.user.id, params.game, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Activity/Bet_SmallGame",
    summary:
      "One play of `game` (slot: a spin; egg: smash egg `choice` 0-2) with `stake` points (1-100) or a " +
      "free chance (`useChance` 1), exactly once per `requestId`; prizes in points and red packets, never cash",
    tag,
    params: betSmallGameParams,
    auth: "required",
    handler: ({ player, params }) => betSmallGame(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Activity/SmallGameOrderRecordList",
    summary:
      "The player's small-game plays, newest first, of one `game` when given (/betRecordSmallGame, /betRecordDGG)",
    tag,
    params: smallGameRecordParams,
    auth: "required",
    handler: ({ player, params }) => smallGameRecords(db, player.user.id, params),
  });
}
