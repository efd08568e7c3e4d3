/**
 * Recomputes a provably fair house draw from public data alone (packages/rules/src/fair):
 *
 *   npm run verify:draw -- --game jlffc --issue 202611210602 --seed <64 hex> [--hash <64 hex>]
 *   npm run verify:draw -- --game jlffc --issue 202611210602 --url http://localhost:3000
 *
 * With --url the seed, commitment and published numbers are fetched from lotteryresult/Detail (a
 * signed public call, key SIGN_KEY or the development default). Prints the recomputed numbers and
 * whether sha256(seed) equals the commitment (and the published numbers, when known). Exit status 0
 * when everything matches, 1 when something does not, 2 on a usage or fetch error.
 */
import { parseArgs } from "node:util";
import { DEV_SIGN_KEY, signParams } from "@lottery/contract";
import { verifyHouseDraw } from "@lottery/rules";

interface PublicDraw {
  seed: string;
  seedHash: string | null;
  numbers: string | null;
}

const USAGE = "usage: verify-draw --game CODE --issue ISSUE (--seed HEX [--hash HEX] | --url BASE_URL)";

async function fetchDetail(base: string, game: string, issue: string): Promise<PublicDraw> {
  const params: Record<string, string> = { c: "1", v: "1", p: "5", t: String(Math.floor(Date.now() / 1000)) };
  Object.assign(params, { gameCode: game, issue });
  const query = new URLSearchParams({
    ...params,
    s: signParams(params, process.env.SIGN_KEY ?? DEV_SIGN_KEY),
  });
  const response = await fetch(`${base.replace(/\/$/, "")}/api/lotteryresult/Detail?${query}`);
  const body = (await response.json()) as {
    status: number;
    msg: string;
    models: {
      numbers: string | null;
      fairness: { seed: string | null; seedHash: string | null } | null;
    } | null;
  };
  if (body.status !== 0 || !body.models) throw new Error(`Detail answered ${body.status}: ${body.msg}`);
  const fairness = body.models.fairness;
  if (!fairness?.seed) throw new Error("the issue has no revealed seed (not a house game, or not drawn yet)");
  return { seed: fairness.seed, seedHash: fairness.seedHash, numbers: body.models.numbers };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      game: { type: "string" },
      issue: { type: "string" },
      seed: { type: "string" },
      hash: { type: "string" },
      url: { type: "string" },
    },
  });
  if (!values.game || !values.issue || (!values.seed && !values.url)) {
    console.error(USAGE);
    return 2;
  }
  const published: PublicDraw = values.url
    ? await fetchDetail(values.url, values.game, values.issue)
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
