import { List } from "antd-mobile";
import { useNavigate } from "react-router";
import type { SmallGame, SmallGamePlay } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { paths } from "../../../lib/paths.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { useSmallGameRecords } from "../api/instant.ts";
import { InstantLayout } from "../components/InstantLayout.tsx";
import { SymbolTile } from "../components/Paytable.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { HeaderLink } from "../../../components/HeaderLink.tsx";

function PlayRow(props: { play: SmallGamePlay; onVerify: () => void }) {
  const { play } = props;
  const prize = m.instantRecordPrize(play.prizePoints);
  return (
    <List.Item
      description={`${formatChinaDateTime(play.time)} · ${m.instantNonce(play.nonce)}`}
      extra={play.redPacket > 0 ? `${prize} ${m.instantWinPacket(play.redPacket)}` : prize}
      onClick={props.onVerify}
    >
      <div>{`${play.gameName} · ${m.instantRecordRow(play.stake, play.usedChance)}`}</div>
      {play.choice === null ? (
        <div className="instant-symbols">
          {play.symbols.map((symbol, i) => (
            <SymbolTile key={i} symbol={symbol} small />
          ))}
        </div>
      ) : (
        <div className="instant-note">{`${m.instantEggPicked(play.choice + 1)} · ${play.lineName ?? m.instantNoPrize}`}</div>
      )}
    </List.Item>
  );
}

/** A list of the player's small-game plays (of one game when given), each linking to its fairness check. */
export function SmallGameRecords(props: { title: string; game?: SmallGame }) {
  const query = useSmallGameRecords(props.game);
  const navigate = useNavigate();
  return (
    <InstantLayout
      title={props.title}
      right={<HeaderLink text={m.instantVerifyLink} to={paths.fairVerify} />}
    >
      <PagedList
        query={query}
        emptyText={m.instantRecordEmpty}
        container={(rows) => <List>{rows}</List>}
        renderItem={(play) => (
          <PlayRow
            key={play.playId}
            play={play}
            onVerify={() => void navigate(`${paths.fairVerify}?game=${play.game}&id=${play.playId}`)}
          />
        )}
      />
    </InstantLayout>
  );
}

/** /betRecordSmallGame: every small-game play of the player's (slot machine and 砸金蛋). */
export default function SmallGameRecordPage() {
  return <SmallGameRecords title={m.instantRecordTitle} />;
}
