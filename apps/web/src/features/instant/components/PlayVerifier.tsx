import { useEffect, useState } from "react";
import { Button } from "antd-mobile";
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
import type { FairPlayModels } from "@lottery/contract";
import { instantMessages as m } from "../../../messages/instant.ts";
import { symbolOf } from "./Paytable.tsx";

interface Form {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  remaining: string;
  losing: string;
}

const EMPTY: Form = { game: "slot", serverSeed: "", clientSeed: "", nonce: "0", remaining: "", losing: "" };

function formOf(play: FairPlayModels): Form {
  return {
    game: play.game,
    serverSeed: play.serverSeed ?? "",
    clientSeed: play.clientSeed,
    nonce: String(play.nonce),
    remaining: play.remaining?.join(",") ?? "",
    losing: play.losingLeft === null ? "" : String(play.losingLeft),
  };
}

const wholeList = (text: string) => text.split(",").map((part) => Number(part.trim()));

/** The outcome recomputed in the browser with the same rules code as the server, or null on bad input. */
function recompute(form: Form): number[] | null {
  const nonce = Number(form.nonce);
  if (!isSeed(form.serverSeed.trim()) || !isClientSeed(form.clientSeed.trim())) return null;
  if (!Number.isSafeInteger(nonce) || nonce < 0) return null;
  const random = playRandom(form.serverSeed.trim(), form.clientSeed.trim(), nonce);
  if (form.game === "slot") return slotSpin(random);
  if (form.game === "egg") return eggSmash(random);
  const remaining = wholeList(form.remaining);
  const losing = Number(form.losing);
  if (![...remaining, losing].every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
  if (remaining.reduce((a, b) => a + b, losing) < 1) return null;
  return [pickScratchCard(remaining, losing, random)];
}

function describe(game: string, outcome: number[]): string {
  if (game === "egg") {
    const prize = eggPrizeOf(outcome);
    return `${m.instantEggValue(outcome[0] ?? 0)}（${prize ? (m.instantLineNames[prize.code] ?? "") : m.instantNoLine}）`;
  }
  if (game !== "slot") return m.instantScratchTier(outcome[0] ?? -1);
  const symbols = slotSymbolsAt(outcome);
  const line = slotLineOf(symbols);
  return `${symbols.map(symbolOf).join(" ")}（${line ? (m.instantLineNames[line.code] ?? "") : m.instantNoLine}）`;
}

function Field(props: { label: string; value: string; onChange: (v: string) => void; name: string }) {
  return (
    <label className="instant-field">
      {props.label}
      <input name={props.name} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </label>
  );
}

/** 复算一局: any play recomputed from its seeds and nonce, prefilled from one of the player's plays. */
export function PlayVerifier(props: { play: FairPlayModels | undefined }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [result, setResult] = useState<number[] | "bad" | null>(null);
  const { play } = props;
  useEffect(() => {
    if (play) setForm(formOf(play));
  }, [play]);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const outcome = result === "bad" ? null : result;
  return (
    <div className="instant-section" data-testid="play-verifier">
      <div className="instant-section-title">{m.instantVerifyForm}</div>
      {play && !play.serverSeed && <div className="instant-note">{m.instantNotRevealed}</div>}
      <label className="instant-field">
        {m.instantGame}
        <select name="game" value={form.game} onChange={(e) => set("game")(e.target.value)}>
          {Object.entries(m.instantGameNames).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <Field
        name="serverSeed"
        label={m.instantServerSeed}
        value={form.serverSeed}
        onChange={set("serverSeed")}
      />
      <Field
        name="clientSeed"
        label={m.instantClientSeed}
        value={form.clientSeed}
        onChange={set("clientSeed")}
      />
      <Field name="nonce" label={m.instantNonceLabel} value={form.nonce} onChange={set("nonce")} />
      {form.game === "scratch" && (
        <>
          <Field
            name="remaining"
            label={m.instantRemaining}
            value={form.remaining}
            onChange={set("remaining")}
          />
          <Field name="losing" label={m.instantLosing} value={form.losing} onChange={set("losing")} />
        </>
      )}
      <Button block color="primary" onClick={() => setResult(recompute(form) ?? "bad")}>
        {m.instantCompute}
      </Button>
      {result === "bad" && <div className="instant-bad">{m.instantInputBad}</div>}
      {outcome && <VerifyResult form={form} outcome={outcome} play={play} />}
    </div>
  );
}

/** The recomputed outcome and, for one of the player's plays, whether seed and outcome match. */
function VerifyResult(props: { form: Form; outcome: number[]; play: FairPlayModels | undefined }) {
  const { form, outcome, play } = props;
  const hashOk = play ? seedMatches(form.serverSeed.trim(), play.seedHash) : null;
  const sameOutcome = play ? outcome.join(",") === play.outcome.join(",") : null;
  return (
    <div data-testid="verify-result" style={{ marginTop: 8 }}>
      <div>{`${m.instantResult}：${describe(form.game, outcome)}`}</div>
      {hashOk !== null && (
        <div className={hashOk ? "instant-ok" : "instant-bad"}>
          {hashOk ? m.instantHashOk : m.instantHashBad}
        </div>
      )}
      {sameOutcome !== null && (
        <div className={sameOutcome ? "instant-ok" : "instant-bad"}>
          {sameOutcome ? m.instantOutcomeOk : m.instantOutcomeBad}
        </div>
      )}
    </div>
  );
}
