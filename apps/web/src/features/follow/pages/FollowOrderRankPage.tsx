import { Tabs } from "antd-mobile";
import { useNavigate, useParams } from "react-router";
import { followRankTypes, Msg, type FollowRankRow, type FollowRankType } from "@lottery/contract";
import { FollowButton } from "../../../components/FollowButton.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PlayerLink } from "../../../components/PlayerLink.tsx";
import { followMessages } from "../../../messages/follow.ts";
import { useFollowRank } from "../api/follow-api.ts";
import { rankPath } from "../logic/follow-paths.ts";
import "../components/follow.css";

const f = followMessages.follow;
const TYPES: readonly string[] = followRankTypes;

/**
 * /followOrderRank/{type} (跟单榜): 日榜, 周榜, 月榜 by return rate (then hit rate) and 连红榜 by the
 * current streak of won releases; only settled releases count, and the page says how each figure is
 * worked out.
 */
export default function FollowOrderRankPage() {
  const { type: param = "" } = useParams();
  const type = (TYPES.includes(param) ? param : "week") as FollowRankType;
  const navigate = useNavigate();
  const rank = useFollowRank(type);
  const rows = rank.data?.list ?? [];
  return (
    <Page className="follow-page" header={<PageHeader title={f.rankTitle} />}>
      <Tabs activeKey={type} onChange={(key) => navigate(rankPath(key as FollowRankType), { replace: true })}>
        {followRankTypes.map((key) => (
          <Tabs.Tab key={key} title={Msg.follow.rankTypeNames[key]} />
        ))}
      </Tabs>
      <ul className="follow-rank-formulas" data-testid="rank-formulas">
        <li>{Msg.follow.rankFormula.hitRate}</li>
        <li>{Msg.follow.rankFormula.returnRate}</li>
        <li>{Msg.follow.rankFormula.streak}</li>
        <li>{f.rankSettledOnly}</li>
      </ul>
      <LoadState
        status={rank.status}
        empty={rows.length === 0}
        emptyText={f.rankEmpty}
        onRetry={() => void rank.refetch()}
      >
        {rows.map((row) => (
          <RankRow key={row.Mid} row={row} streak={type === "streak"} />
        ))}
      </LoadState>
    </Page>
  );
}

function RankRow({ row, streak }: { row: FollowRankRow; streak: boolean }) {
  return (
    <div className="follow-rank-row" data-testid="rank-row">
      <span className="follow-rank-no">{row.rank}</span>
      <span className="follow-rank-who">
        <PlayerLink uid={row.Mid} name={row.NickName} />
        <small>{`${f.rankHitRate} ${f.rankPercent(row.hitRate)} · ${f.rankCount(row.won, row.settled)}`}</small>
      </span>
      <span className="follow-rank-value">
        {streak ? f.rankStreakValue(row.streak) : f.rankPercent(row.returnRate)}
        <small>{streak ? f.rankReturnOf(f.rankPercent(row.returnRate)) : f.rankReturn}</small>
      </span>
      <FollowButton uid={row.Mid} name={row.NickName} />
    </div>
  );
}
