import { useState } from "react";
import { apiPost } from "../../lib/api.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { kefuMessages as m } from "./messages.ts";

export interface DeskMessage {
  id: number;
  sender: "player" | "operator";
  kind: "text" | "image" | "order";
  body: string;
  time: string;
}

export interface QueueEntry {
  conversationId: number;
  userId: number;
  userName: string;
  status: string;
  unread: boolean;
  lastMessage: DeskMessage | null;
  lastMessageAt: string;
}

export interface DeskPlayer {
  mid: number;
  userName: string;
  nickName: string;
  level: number;
  realNameBound: boolean;
  banned: boolean;
  balance: number;
  frozen: number;
  registeredAt: string;
  lastLoginAt: string | null;
}

export interface Conversation {
  conversationId: number;
  status: string;
  operatorId: number | null;
  messages: DeskMessage[];
  player: DeskPlayer;
}

/** How often the desk asks for new conversations and messages. */
const POLL_MS = 2000;

/** The desk's state: the queue (open or closed), the chosen conversation, its replies and actions. */
export function useKefuDesk() {
  const [tab, setTab] = useState<"open" | "closed">("open");
  const [chosen, setChosen] = useState<number | null>(null);
  const queue = useApiQuery<{ list: QueueEntry[] }>("/kefu/queue", { status: tab }, { refetchMs: POLL_MS });
  const conversation = useApiQuery<Conversation>(
    "/kefu/conversation",
    { conversationId: chosen ?? 0 },
    { enabled: chosen !== null, refetchMs: POLL_MS },
  );
  const canned = useApiQuery<{ replies: string[] }>("/kefu/canned").data?.replies ?? [];
  const invalidate = ["/kefu/queue", "/kefu/conversation"];
  const reply = useAction((text: string) => apiPost("/kefu/reply", { conversationId: chosen, text }), {
    invalidate,
  });
  const assign = useAction(() => apiPost("/kefu/assign", { conversationId: chosen }), {
    success: m.assigned,
    invalidate,
  });
  const close = useAction(() => apiPost("/kefu/close", { conversationId: chosen }), {
    success: m.closedDone,
    invalidate,
  });
  return {
    tab,
    setTab,
    chosen,
    setChosen,
    queue: queue.data?.list ?? [],
    conversation: chosen !== null ? (conversation.data ?? null) : null,
    canned,
    reply,
    assign,
    close,
  };
}
