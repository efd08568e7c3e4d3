import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useEventStream } from "../../lib/event-stream.ts";
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

/** What the player's app last said of itself when opening customer service (ClientInfo). */
export interface DeskClient {
  rduid: string;
  account: string;
  clientTime: string | null;
  clientIp: string;
  requestIp: string;
  page: string;
  receivedAt: string;
}

export interface Conversation {
  conversationId: number;
  status: string;
  operatorId: number | null;
  messages: DeskMessage[];
  player: DeskPlayer;
  client: DeskClient | null;
}

/** What the desk's stream (GET /kefu/events) says when a conversation changed. */
interface ConversationChanged {
  conversationId: number;
}

function changedConversation(data: string): number | null {
  try {
    const { conversationId } = JSON.parse(data) as Partial<ConversationChanged>;
    return typeof conversationId === "number" ? conversationId : null;
  } catch {
    return null;
  }
}

/**
 * Live desk: the stream says which conversation changed (a player wrote, another operator answered,
 * took or closed it); the queue and, when it is the one open, the conversation are read again (which
 * also marks it read). Every (re)connect reads both, for what happened while the stream was down.
 */
function useDeskStream(chosen: number | null) {
  const queryClient = useQueryClient();
  const refresh = (path: string) => void queryClient.invalidateQueries({ queryKey: [path] });
  useEventStream("/kefu/events", {
    onOpen: () => {
      refresh("/kefu/queue");
      refresh("/kefu/conversation");
    },
    onEvent: (event) => {
      if (event.type !== "kefu") return;
      refresh("/kefu/queue");
      if (chosen !== null && changedConversation(event.data) === chosen) refresh("/kefu/conversation");
    },
  });
}

/** The desk's state: the queue (open or closed), the chosen conversation, its replies and actions. */
export function useKefuDesk() {
  const [tab, setTab] = useState<"open" | "closed">("open");
  const [chosen, setChosen] = useState<number | null>(null);
  useDeskStream(chosen);
  const queue = useApiQuery<{ list: QueueEntry[] }>("/kefu/queue", { status: tab });
  const conversation = useApiQuery<Conversation>(
    "/kefu/conversation",
    { conversationId: chosen ?? 0 },
    { enabled: chosen !== null },
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
