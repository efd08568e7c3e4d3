import { List } from "antd-mobile";
import { useNavigate } from "react-router";
import type { SmallGamePlay } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { paths } from "../../../lib/paths.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { useSmallGameRecords } from "../api/instant.ts";
import { InstantLayout } from "../components/InstantLayout.tsx";
import { symbolOf } from "../components/Paytable.tsx";
import { HeaderLink } from "../../../components/HeaderLink.tsx";

function PlayRow(props: { play: SmallGamePlay; onVerify: () => void }) {
  const { play } = props;
  const prize = m.instantRecordPrize(play.prizePoints);
  return (
    <List.Item
      description={`${play.time} · ${m.instantNonce(play.nonce)}`}
      extra={play.redPacket > 0 ? `${prize} ${m.instantWinPacket(play.redPacket)}` : prize}
      onClick={props.onVerify}
    >
      {`${play.gameName} ${play.symbols.map(symbolOf).join("")} ${m.instantRecordRow(play.stake, play.usedChance)}`}
    </List.Item>
  );
}

/** /betRecordSmallGame: the player's small-game plays, each linking to its fairness check. */
export default function SmallGameRecordPage() {
  const query = useSmallGameRecords();
  const navigate = useNavigate();
  return (
    <InstantLayout
      title={m.instantRecordTitle}
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
            onVerify={() => void navigate(`${paths.fairVerify}?game=slot&id=${play.playId}`)}
          />
        )}
      />
    </InstantLayout>
  );
}
