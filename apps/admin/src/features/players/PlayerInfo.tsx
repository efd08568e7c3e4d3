import type { PlayerDetail } from "@lottery/contract";
import { Card, Col, Descriptions, Row, Table, Tag } from "antd";
import { Money } from "../../components/Money.tsx";
import { formatChinaTime } from "../../lib/time.ts";
import { playerMessages } from "./messages.ts";

const i = playerMessages.info;
const b = playerMessages.balances;
const a = playerMessages.accounts;
const s = playerMessages.state;

function StatusTags({ player }: { player: PlayerDetail }) {
  return (
    <>
      {player.banned ? <Tag color="red">{s.banned}</Tag> : <Tag color="green">{s.normal}</Tag>}
      {player.locked ? <Tag color="orange">{s.locked}</Tag> : null}
      {player.realNameBound ? <Tag color="blue">{s.verified}</Tag> : <Tag>{s.unverified}</Tag>}
    </>
  );
}

/** Who the player is, what they hold, where they withdraw to. */
export function PlayerInfo({ player }: { player: PlayerDetail }) {
  return (
    <Row gutter={12}>
      <Col span={14}>
        <Card size="small" title={i.title} className="section">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={i.mid}>{player.mid}</Descriptions.Item>
            <Descriptions.Item label={i.userName}>{player.userName}</Descriptions.Item>
            <Descriptions.Item label={i.nickName}>{player.nickName}</Descriptions.Item>
            <Descriptions.Item label={i.status}>
              <StatusTags player={player} />
            </Descriptions.Item>
            <Descriptions.Item label={i.phone}>{player.phone || "-"}</Descriptions.Item>
            <Descriptions.Item label={i.email}>{player.email || "-"}</Descriptions.Item>
            <Descriptions.Item label={i.realName}>{player.realName || "-"}</Descriptions.Item>
            <Descriptions.Item label={i.idCard}>{player.idCard || "-"}</Descriptions.Item>
            <Descriptions.Item label={i.level}>{player.level}</Descriptions.Item>
            <Descriptions.Item label={i.inviter}>{player.inviterId ?? "-"}</Descriptions.Item>
            <Descriptions.Item label={i.transfer}>
              {player.gameTransferPermission ? i.transferOpen : i.transferClosed}
            </Descriptions.Item>
            <Descriptions.Item label={i.createdAt}>{formatChinaTime(player.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={i.lastLoginAt}>{formatChinaTime(player.lastLoginAt)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col span={10}>
        <Card size="small" title={b.title} className="section">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={b.cash}>
              <Money yuan={player.balances.cash} />
            </Descriptions.Item>
            <Descriptions.Item label={b.frozen}>
              <Money yuan={player.balances.frozen} />
            </Descriptions.Item>
            <Descriptions.Item label={b.yuebao}>
              <Money yuan={player.balances.yuebao} />
            </Descriptions.Item>
            <Descriptions.Item label={b.games}>
              {player.balances.games.length
                ? player.balances.games.map((g) => (
                    <div key={g.company}>
                      {g.company}：<Money yuan={g.balance} />
                    </div>
                  ))
                : "-"}
            </Descriptions.Item>
            <Descriptions.Item label={b.turnoverOwed}>
              <Money yuan={player.turnoverOwed} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={a.title} className="section">
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={player.payoutAccounts}
            locale={{ emptyText: a.empty }}
            columns={[
              { title: a.kind, dataIndex: "kind", render: (k: string) => a.kinds[k] ?? k },
              { title: a.bankName, dataIndex: "bankName" },
              { title: a.account, dataIndex: "account" },
              { title: a.holder, dataIndex: "holder" },
              {
                title: a.default,
                dataIndex: "isDefault",
                render: (v: boolean) => (v ? <Tag color="blue">{a.default}</Tag> : null),
              },
              {
                title: a.deleted,
                dataIndex: "deleted",
                render: (v: boolean) => (v ? <Tag>{a.deleted}</Tag> : null),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
