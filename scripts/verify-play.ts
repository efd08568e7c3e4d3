/**
 * Recomputes a provably fair instant-game play (scratch card, slot spin or golden egg, issue 26) from
 * public data alone (packages/rules/src/instant):
 *
 *   npm run verify:play -- --game slot --seed <64 hex> --client <client seed> --nonce 3 [--hash <64 hex>]
 *   npm run verify:play -- --game egg --seed <64 hex> --client <client seed> --nonce 4 [--outcome 612]
 *   npm run verify:play -- --game scratch --seed <64 hex> --client <client seed> --nonce 0 \
 *       --remaining 1,2,4 --losing 13 [--hash <64 hex>] [--outcome 2]
 *
 * The seed is the server seed the player's rotation revealed (Activity/RotateSeed, or the verify page),
 * the hash the commitment shown before the plays. A scratch card needs the unsold cards of each tier
 * and the losing cards left when it was picked (Activity/FairPlay shows them). Prints the outcome and
 * whether sha256(seed) equals the commitment and the outcome the published one. Exit status 0 when
 * everything matches (or for --help), 1 when something does not, 2 on a usage error.
 */
import { parseArgs } from "node:util";
import {
  eggPrizeOf,
  eggSmash,
  isClientSeed,
  isSeed,
  pickScratchCard,
  playRandom,
  seedMatches,
  slotLineOf,
  slotSpin,
  slotSymbolsAt,
} from "@lottery/rules";

const USAGE = `usage: npm run verify:play -- --game slot|egg|scratch --seed HEX --client SEED --nonce N
         [--remaining A,B,… --losing N (scratch)] [--hash HEX] [--outcome X,Y,…]

Recomputes a provably fair instant-game play from its revealed server seed.

  --game GAME          slot, egg (砸金蛋, the golden egg) or scratch
  --seed HEX           the revealed server seed (64 hex digits)
  --client SEED        the client seed of the play
  --nonce N            the play's nonce
  --remaining A,B,…    scratch: unsold cards of each prize tier when the card was picked
  --losing N           scratch: unsold losing cards then
  --hash HEX           the commitment shown before play (checked against sha256(seed))
  --outcome X,Y,…      the published outcome (slot: reel stops; egg: the value below 1000;
                       scratch: the tier, --outcome=-1 none)
  -h, --help           print this text

Exit status: 0 everything matches, 1 something does not, 2 usage error.`;

const OPTIONS = {
  game: { type: "string" },
  seed: { type: "string" },
  client: { type: "string" },
  nonce: { type: "string" },
  remaining: { type: "string" },
  losing: { type: "string" },
  hash: { type: "string" },
  outcome: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>["values"];

const numbers = (text: string) => text.split(",").map((part) => Number(part.trim()));
const wholeNumbers = (list: number[]) => list.every((n) => Number.isSafeInteger(n) && n >= 0);

/** The recomputed outcome, or a usage problem. */
function recompute(values: Values): number[] | string {
  const { game, seed, client, nonce } = values;
  if (!game || !seed || !client || nonce === undefined) return "missing --game, --seed, --client or --nonce";
  if (!isSeed(seed)) return "--seed must be 64 lowercase hex digits";
  if (!isClientSeed(client)) return "--client must be 1-32 letters, digits, _ or -";
  const n = Number(nonce);
  if (!Number.isSafeInteger(n) || n < 0) return "--nonce must be a whole number";
  const random = playRandom(seed, client, n);
  if (game === "slot") return slotSpin(random);
  if (game === "egg") return eggSmash(random);
  if (game !== "scratch") return "--game must be slot, egg or scratch";
  if (!values.remaining || values.losing === undefined) return "scratch needs --remaining and --losing";
  const remaining = numbers(values.remaining);
  const losing = Number(values.losing);
  if (!wholeNumbers([...remaining, losing])) return "--remaining and --losing must be whole numbers";
  return [pickScratchCard(remaining, losing, random)];
}

function describe(game: string, outcome: number[]): string {
  if (game === "scratch") return outcome[0] === -1 ? "no prize" : `prize tier ${(outcome[0] ?? 0) + 1}`;
  if (game === "egg") return eggPrizeOf(outcome)?.code ?? "no prize";
  const symbols = slotSymbolsAt(outcome);
  return `${symbols.join(" ")} → ${slotLineOf(symbols)?.code ?? "no line"}`;
}

function main(): number {
  let values: Values;
  try {
    values = parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    console.error(`verify-play: ${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const outcome = recompute(values);
  if (typeof outcome === "string") {
    console.error(`verify-play: ${outcome}\n\n${USAGE}`);
    return 2;
  }
  const game = values.game as string;
  let ok = true;
  console.log(`game      ${game}`);
  console.log(`nonce     ${values.nonce}`);
  console.log(`outcome   ${outcome.join(",")} (${describe(game, outcome)})`);
  if (values.hash) {
    const hashOk = seedMatches(values.seed as string, values.hash);
    ok &&= hashOk;
    console.log(`hash      ${hashOk ? "matches" : "DOES NOT MATCH"} ${values.hash}`);
  }
  if (values.outcome) {
    const published = numbers(values.outcome);
    const same = published.length === outcome.length && published.every((n, i) => n === outcome[i]);
    ok &&= same;
    console.log(`published ${same ? "matches" : "DOES NOT MATCH"} ${values.outcome}`);
  }
  console.log(ok ? "OK" : "MISMATCH");
  return ok ? 0 : 1;
}

process.exit(main());
