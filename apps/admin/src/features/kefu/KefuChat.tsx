import { useEffect, useRef, useState } from "react";
import { Button, Card, Image, Input, Space, Tag } from "antd";
import { kefuMessages as m } from "./messages.ts";
import type { Conversation, DeskMessage, useKefuDesk } from "./use-kefu-desk.ts";

/** One conversation: its messages, canned replies, the reply box, 接入 and 结束会话. */
export function KefuChat(props: { desk: ReturnType<typeof useKefuDesk>; conversation: Conversation }) {
  const { desk, conversation } = props;
  const [text, setText] = useState("");
  const list = useRef<HTMLDivElement>(null);
  const newest = conversation.messages.at(-1)?.id;
  useEffect(() => {
    // A new message (pushed or sent) scrolls the conversation to its end.
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newest, conversation.conversationId]);
  const send = (value: string) => {
    if (!value.trim()) return;
    desk.reply.mutate(value.trim(), { onSuccess: () => setText("") });
  };
  return (
    <Card
      size="small"
      title={`${conversation.player.userName} · ${m.statusNames[conversation.status] ?? conversation.status}`}
      extra={
        <Space>
          {conversation.status === "waiting" && (
            <Button size="small" onClick={() => desk.assign.mutate(undefined)}>
              {m.assign}
            </Button>
          )}
          {conversation.status !== "closed" && (
            <Button size="small" danger onClick={() => desk.close.mutate(undefined)}>
              {m.close}
            </Button>
          )}
        </Space>
      }
    >
      <div
        ref={list}
        style={{ height: 380, overflowY: "auto", background: "#fafafa", padding: 8 }}
        data-testid="kefu-messages"
      >
        {conversation.messages.map((message) => (
          <Line key={message.id} message={message} />
        ))}
      </div>
      <Space wrap style={{ margin: "8px 0" }}>
        {m.canned}:
        {desk.canned.map((reply) => (
          <Tag key={reply} style={{ cursor: "pointer" }} onClick={() => setText(reply)}>
            {reply.length > 14 ? `${reply.slice(0, 14)}…` : reply}
          </Tag>
        ))}
      </Space>
      <Space.Compact style={{ width: "100%" }}>
        <Input
          value={text}
          maxLength={500}
          placeholder={m.replyPlaceholder}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => send(text)}
        />
        <Button type="primary" loading={desk.reply.isPending} onClick={() => send(text)}>
          {m.reply}
        </Button>
      </Space.Compact>
    </Card>
  );
}

function Line({ message }: { message: DeskMessage }) {
  const mine = message.sender === "operator";
  return (
    <div style={{ textAlign: mine ? "right" : "left", margin: "6px 0" }}>
      <div style={{ fontSize: 12, color: "#999" }}>
        {mine ? m.me : m.sender} {message.time.slice(11, 19)}
      </div>
      <div
        style={{
          display: "inline-block",
          maxWidth: "80%",
          padding: "6px 10px",
          borderRadius: 8,
          background: mine ? "#1677ff" : "#fff",
          color: mine ? "#fff" : "#333",
          wordBreak: "break-all",
          textAlign: "left",
        }}
      >
        {message.kind === "image" ? <Image src={message.body} width={160} /> : message.body}
      </div>
    </div>
  );
}
