import { Card, Descriptions } from "antd";
import { Link } from "react-router";
import { Money } from "../../components/Money.tsx";
import { paths } from "../../lib/paths.ts";
import { kefuMessages as m } from "./messages.ts";
import type { DeskClient, DeskPlayer } from "./use-kefu-desk.ts";

const time = (iso: string | null) => (iso ? iso.slice(0, 19).replace("T", " ") : "-");

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
        <Descriptions.Item label={f.registeredAt}>{time(player.registeredAt)}</Descriptions.Item>
        <Descriptions.Item label={f.lastLoginAt}>{time(player.lastLoginAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** What the player's app said of itself when it opened customer service (GetKFUrl's ClientInfo). */
export function KefuClient({ client }: { client: DeskClient | null }) {
  const f = m.clientFields;
  if (!client) return null;
  return (
    <Card size="small" title={m.client} style={{ marginTop: 12 }} data-testid="kefu-client">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={f.rduid}>{client.rduid || "-"}</Descriptions.Item>
        <Descriptions.Item label={f.account}>{client.account || "-"}</Descriptions.Item>
        <Descriptions.Item label={f.clientTime}>{time(client.clientTime)}</Descriptions.Item>
        <Descriptions.Item label={f.clientIp}>{client.clientIp || "-"}</Descriptions.Item>
        <Descriptions.Item label={f.requestIp}>{client.requestIp}</Descriptions.Item>
        <Descriptions.Item label={f.page}>{client.page || "-"}</Descriptions.Item>
        <Descriptions.Item label={f.receivedAt}>{time(client.receivedAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
