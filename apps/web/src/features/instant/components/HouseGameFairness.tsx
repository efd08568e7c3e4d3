import { useState } from "react";
import { Collapse } from "antd-mobile";
import { generatePath, Link } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { fairnessMessages as m } from "../../../messages/fairness.ts";
import { HOUSE_GAMES, useHouseGameFairness } from "../api/fairness.ts";

function Field(props: { label: string; value: string; testId?: string }) {
  return (
    <div className="fairness-field">
      <div className="fairness-label">{props.label}</div>
      <div className="instant-mono" data-testid={props.testId}>
        {props.value}
      </div>
    </div>
  );
}

/** A house game's next commitment and newest revealed seed, with links to verify it and to the history. */
function HouseGameBody(props: { code: string }) {
  const query = useHouseGameFairness(props.code, true);
  const data = query.data;
  const current = data?.page.current;
  const last = data?.last;
  const seed = last?.fairness?.seed;
  return (
    <LoadState status={query.status} onRetry={() => void query.refetch()}>
      {current?.seedHash ? (
        <Field
          label={m.fairnessUpcoming(current.issue)}
          value={current.seedHash}
          testId="fairness-upcoming"
        />
      ) : (
        <div className="instant-note">{m.fairnessNoUpcoming}</div>
      )}
      {last && seed ? (
        <>
          <Field label={m.fairnessRevealed(last.issue)} value={seed} testId="fairness-revealed" />
          {last.numbers && <div className="instant-note">{m.fairnessNumbers(last.numbers)}</div>}
          <div className="fairness-links">
            <Link to={generatePath(paths.resultDetail, { gameCode: props.code, issue: last.issue })}>
              {m.fairnessVerifyIssue}
            </Link>
            <Link to={generatePath(paths.resultDetailList, { gamename: props.code })}>
              {m.fairnessHistory}
            </Link>
          </div>
        </>
      ) : (
        <div className="instant-note">{m.fairnessNoRevealed}</div>
      )}
    </LoadState>
  );
}

/** Every listed house game as a panel; a panel loads its game's public fairness data when first opened. */
export function HouseGameFairnessList() {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <div className="instant-section fairness-house" data-testid="fairness-house">
      <div className="instant-section-title">{m.fairnessHouseTitle}</div>
      <div className="instant-note">{m.fairnessHouseHint}</div>
      <Collapse activeKey={open} onChange={(keys) => setOpen(keys)}>
        {HOUSE_GAMES.map((game) => (
          <Collapse.Panel key={game.code} title={game.name}>
            {open.includes(game.code) && <HouseGameBody code={game.code} />}
          </Collapse.Panel>
        ))}
      </Collapse>
    </div>
  );
}
