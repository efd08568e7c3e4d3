import { createHmac } from "node:crypto";
import type { GameCompany } from "./companies.ts";
import { GameProviderError, GameProviderUncertain, type GameProvider } from "./provider.ts";

/**
 * A real game aggregator behind the GameProvider interface (GAME_PROVIDER=aggregator). Its settings:
 * GAME_AGGREGATOR_URL (base URL), GAME_AGGREGATOR_MERCHANT (our merchant code there) and
 * GAME_AGGREGATOR_KEY (the shared signing key).
 *
 * Protocol: every call is `POST <url>/<action>` with a JSON body `{merchant, timestamp, ...fields, sign}`,
 * `sign` = hex HMAC-SHA256 under the key of `name=value` pairs of every other field, sorted by name and
 * joined with `&`. The answer is `{code, msg, data}`; code 0 is success. Actions:
 * - `companies` → data `[{code, name}]`
 * - `balance {player, company}` → data `{balanceFen}`
 * - `transfer {player, company, direction: in|out, amountFen, transferNo}` → data `{status: success|failed}`;
 *   idempotent by transferNo on the aggregator's side
 * - `transfer-status {transferNo}` → data `{status: success|failed|unknown}`
 * - `launch {player, company, game}` → data `{url}`
 * A transfer whose answer is lost is asked about by `transfer-status`; when that cannot tell either the
 * adapter throws GameProviderUncertain and the transfer stays pending, to be carried on later.
 */
export interface AggregatorSettings {
  url: string;
  merchant: string;
  key: string;
  /** Per call, ms. */
  timeoutMs?: number;
}

type Fields = Record<string, string | number>;

interface Answer<T> {
  code: number;
  msg?: string;
  data: T;
}

/** The signature of a body's fields (every field but `sign`). */
export function aggregatorSign(fields: Fields, key: string): string {
  const text = Object.keys(fields)
    .filter((name) => name !== "sign")
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join("&");
  return createHmac("sha256", key).update(text).digest("hex");
}

export function aggregatorProvider(
  settings: AggregatorSettings,
  fetchImpl: typeof fetch = fetch,
): GameProvider {
  const call = async <T>(action: string, fields: Fields): Promise<T> => {
    const body: Fields = { merchant: settings.merchant, timestamp: Math.floor(Date.now() / 1000), ...fields };
    body.sign = aggregatorSign(body, settings.key);
    const response = await fetchImpl(`${settings.url.replace(/\/+$/, "")}/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 8000),
    });
    if (!response.ok) throw new Error(`aggregator ${action}: HTTP ${response.status}`);
    const answer = (await response.json()) as Answer<T>;
    if (answer.code !== 0) throw new GameProviderError(answer.msg || `aggregator ${action}: ${answer.code}`);
    return answer.data;
  };

  const statusOf = async (transferNo: string): Promise<string> => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        return (await call<{ status: string }>("transfer-status", { transferNo })).status;
      } catch (error) {
        if (error instanceof GameProviderError) throw error;
      }
    }
    return "unknown";
  };

  const move = async (
    direction: "in" | "out",
    userId: number,
    company: string,
    amountFen: number,
    transferNo: string,
  ) => {
    let status: string;
    try {
      status = (
        await call<{ status: string }>("transfer", {
          player: userId,
          company,
          direction,
          amountFen,
          transferNo,
        })
      ).status;
    } catch (error) {
      if (error instanceof GameProviderError) throw error;
      status = await statusOf(transferNo); // the answer was lost: ask what became of it
    }
    if (status === "success") return;
    if (status === "failed") throw new GameProviderError(`transfer ${transferNo} failed`);
    throw new GameProviderUncertain(`transfer ${transferNo}: ${status}`);
  };

  return {
    companies: () => call<GameCompany[]>("companies", {}),
    balance: async (userId, company) =>
      (await call<{ balanceFen: number }>("balance", { player: userId, company })).balanceFen,
    deposit: (userId, company, amountFen, transferNo) => move("in", userId, company, amountFen, transferNo),
    withdraw: (userId, company, amountFen, transferNo) => move("out", userId, company, amountFen, transferNo),
    launchUrl: async (userId, company, gameCode) =>
      (await call<{ url: string }>("launch", { player: userId, company, game: gameCode })).url,
  };
}
