import { useState } from "react";
import { List, Tabs } from "antd-mobile";
import type { SsjcGuess } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { ssjcMessages as m } from "../../../messages/ssjc.ts";
import { useSsjcRecords } from "../api/ssjc.ts";
import { SsjcLayout } from "../components/SsjcLayout.tsx";

const FILTERS = ["all", "pending", "won", "lost"] as const;

function GuessRow(props: { guess: SsjcGuess }) {
  const { guess } = props;
  const prize =
    guess.status === "won" ? m.ssjcRecordWon(guess.prizeText) : m.ssjcRecordPrize(guess.prizeText);
  const score = guess.fullScore ? ` · ${m.ssjcRecordScore(guess.fullScore)}` : "";
  return (
    <List.Item
      data-testid="ssjc-record"
      description={`${m.ssjcRecordPick(guess.pickName)}${score} · ${prize}`}
      extra={<span className={`ssjc-status ssjc-status-${guess.status}`}>{guess.statusName}</span>}
    >
      <div className="ssjc-record-teams">{`${guess.homeTeam} ${m.ssjcVs} ${guess.awayTeam}`}</div>
      <div className="ssjc-record-time">{`${guess.leagueName} · ${m.ssjcKickoff(formatChinaDateTime(guess.kickoffAt))}`}</div>
    </List.Item>
  );
}

/** /betRecordSSJC 我的竞猜: the player's guesses with 待开奖 / 猜中 (the prize paid) / 未中. */
export default function SsjcRecordPage() {
  const [filter, setFilter] = useState<string>("all");
  const query = useSsjcRecords(filter === "all" ? undefined : filter);
  return (
    <SsjcLayout title={m.ssjcRecordTitle}>
      <Tabs activeKey={filter} onChange={setFilter}>
        {FILTERS.map((f) => (
          <Tabs.Tab key={f} title={m.ssjcStatusFilters[f]} />
        ))}
      </Tabs>
      <PagedList
        query={query}
        emptyText={m.ssjcRecordEmpty}
        container={(rows) => <List>{rows}</List>}
        renderItem={(guess) => <GuessRow key={guess.guessId} guess={guess} />}
      />
    </SsjcLayout>
  );
}
