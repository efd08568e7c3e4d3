/**
 * Recomputes a provably fair house draw from public data alone (packages/rules/src/fair):
 *
 *   npm run verify:draw -- --game jlffc --issue 202611210602 --seed <64 hex> [--hash <64 hex>]
 *   npm run verify:draw -- --game jlffc --issue 202611210602 --url http://localhost:3000
 *
 * With --url the seed, commitment and published numbers are fetched from lotteryresult/Verify, the
 * public fairness read that needs no signature (nothing is taken from its verdict: the draw is
 * recomputed here). Prints the recomputed numbers and
 * whether sha256(seed) equals the commitment (and the published numbers, when known). Exit status 0
 * when everything matches (or for --help), 1 when something does not, 2 on a usage or fetch error
 * (an unknown option prints the usage).
 */
import { parseArgs } from "node:util";
import type { Envelope, VerifyModels } from "@lottery/contract";
import { verifyHouseDraw } from "@lottery/rules";

interface PublicDraw {
  seed: string;
  seedHash: string | null;
  numbers: string | null;
}

const USAGE = `usage: npm run verify:draw -- --game CODE --issue ISSUE (--seed HEX [--hash HEX] | --url BASE_URL)

Recomputes a provably fair house draw from public data alone.

  --game CODE      a house-drawn game's code, e.g. jlffc
  --issue ISSUE    the issue number, e.g. 202611210602
  --seed HEX       the issue's revealed seed (64 hex digits)
  --hash HEX       the seed hash published before sale (checked against sha256(seed))
  --url BASE_URL   fetch seed, hash and published numbers from a server, e.g. http://localhost:3000
  -h, --help       print this text

Exit status: 0 everything matches, 1 something does not, 2 usage or fetch error.`;

const OPTIONS = {
  game: { type: "string" },
  issue: { type: "string" },
  seed: { type: "string" },
  hash: { type: "string" },
  url: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const parseOptions = () => parseArgs({ options: OPTIONS });

/** The parsed options, or why they are unusable (unknown option, missing value, stray argument). */
function tryParseOptions(): ReturnType<typeof parseOptions> | string {
  try {
    return parseOptions();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The revealed seed, its commitment and the published numbers, from the server's public Verify call. */
async function fetchPublished(base: string, game: string, issue: string): Promise<PublicDraw> {
  const query = new URLSearchParams({ gameCode: game, issue });
  const response = await fetch(`${base.replace(/\/$/, "")}/api/lotteryresult/Verify?${query}`);
  const body = (await response.json()) as Envelope<VerifyModels>;
  if (body.status !== 0 || !body.models) throw new Error(`Verify answered ${body.status}: ${body.msg}`);
  return { seed: body.models.seed, seedHash: body.models.seedHash, numbers: body.models.numbers };
}

async function main(): Promise<number> {
  const parsed = tryParseOptions();
  if (typeof parsed === "string") {
    console.error(`verify-draw: ${parsed}\n\n${USAGE}`);
    return 2;
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.game || !values.issue || (!values.seed && !values.url)) {
    console.error(USAGE);
    return 2;
  }
  const published: PublicDraw = values.url
    ? await fetchPublished(values.url, values.game, values.issue)
    : { seed: values.seed as string, seedHash: values.hash ?? null, numbers: null };
  const check = verifyHouseDraw({ gameCode: values.game, issue: values.issue, ...published });
  if (!check.numbers) {
    console.error("malformed seed or unknown game");
    return 2;
  }
  console.log(`game      ${values.game}`);
  console.log(`issue     ${values.issue}`);
  console.log(`seed      ${published.seed}`);
  console.log(`numbers   ${check.numbers}`);
  if (published.seedHash)
    console.log(`hash      ${check.hashOk ? "matches" : "DOES NOT MATCH"} ${published.seedHash}`);
  if (published.numbers)
    console.log(`published ${check.numbersOk ? "matches" : "DOES NOT MATCH"} ${published.numbers}`);
  console.log(check.ok ? "OK" : "MISMATCH");
  return check.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
