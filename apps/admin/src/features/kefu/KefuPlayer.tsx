import { Card, Descriptions } from "antd";
import { Link } from "react-router";
import { Money } from "../../components/Money.tsx";
import { paths } from "../../lib/paths.ts";
import { kefuMessages as m } from "./messages.ts";
import type { DeskPlayer } from "./use-kefu-desk.ts";

/** The player beside the conversation, with a link to their full detail page. */
export function KefuPlayer({ player }: { player: DeskPlayer }) {
  const f = m.fields;
  return (
    <Card size="small" title={m.player} extra={<Link to={paths.player(player.mid)}>{m.playerDetail}</Link>}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={f.mid}>{player.mid}</Descriptions.Item>
        <Descriptions.Item label={f.userName}>{player.userName}</Descriptions.Item>
        <Descriptions.Item label={f.nickName}>{player.nickName}</Descriptions.Item>
        <Descriptions.Item label={f.level}>{player.level}</Descriptions.Item>
        <Descriptions.Item label={f.realNameBound}>{player.realNameBound ? m.yes : m.no}</Descriptions.Item>
        <Descriptions.Item label={f.banned}>{player.banned ? m.bannedText : m.normal}</Descriptions.Item>
        <Descriptions.Item label={f.balance}>
          <Money yuan={player.balance} />
        </Descriptions.Item>
        <Descriptions.Item label={f.frozen}>
          <Money yuan={player.frozen} />
        </Descriptions.Item>
        <Descriptions.Item label={f.registeredAt}>
          {player.registeredAt.slice(0, 19).replace("T", " ")}
        </Descriptions.Item>
        <Descriptions.Item label={f.lastLoginAt}>
          {player.lastLoginAt ? player.lastLoginAt.slice(0, 19).replace("T", " ") : "-"}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
