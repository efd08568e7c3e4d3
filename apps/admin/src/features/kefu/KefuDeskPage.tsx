import { Badge, Card, Col, Empty, List, Row, Segmented, Tag } from "antd";
import { PageCard } from "../../components/PageCard.tsx";
import { KefuChat } from "./KefuChat.tsx";
import { KefuClient, KefuPlayer } from "./KefuPlayer.tsx";
import { kefuMessages as m } from "./messages.ts";
import { useKefuDesk, type DeskMessage, type QueueEntry } from "./use-kefu-desk.ts";

/** The customer-service desk: the queue, the chosen conversation, and the player beside it. */
export default function KefuDeskPage() {
  const desk = useKefuDesk();
  return (
    <PageCard title={m.title}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={6}>
          <Card size="small">
            <Segmented
              block
              value={desk.tab}
              onChange={(value) => desk.setTab(value as "open" | "closed")}
              options={[
                { value: "open", label: m.open },
                { value: "closed", label: m.closed },
              ]}
            />
            <Queue entries={desk.queue} chosen={desk.chosen} onChoose={desk.setChosen} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          {desk.conversation ? (
            <KefuChat desk={desk} conversation={desk.conversation} />
          ) : (
            <Empty description={m.pick} />
          )}
        </Col>
        <Col xs={24} lg={6}>
          {desk.conversation && <KefuPlayer player={desk.conversation.player} />}
          {desk.conversation && <KefuClient client={desk.conversation.client} />}
        </Col>
      </Row>
    </PageCard>
  );
}

export function preview(message: DeskMessage | null): string {
  if (!message) return "";
  if (message.kind === "image") return m.picture;
  if (message.kind === "order") return `${m.order} ${message.body}`;
  return message.body;
}

function Queue(props: { entries: QueueEntry[]; chosen: number | null; onChoose: (id: number) => void }) {
  return (
    <List
      locale={{ emptyText: m.empty }}
      dataSource={props.entries}
      renderItem={(entry) => (
        <List.Item
          key={entry.conversationId}
          onClick={() => props.onChoose(entry.conversationId)}
          style={{
            cursor: "pointer",
            background: entry.conversationId === props.chosen ? "#e6f4ff" : undefined,
          }}
          data-testid={`kefu-queue-${entry.userName}`}
        >
          <List.Item.Meta
            title={
              <Badge dot={entry.unread} offset={[6, 0]}>
                {entry.userName} <Tag>{m.statusNames[entry.status] ?? entry.status}</Tag>
              </Badge>
            }
            description={preview(entry.lastMessage)}
          />
        </List.Item>
      )}
    />
  );
}
