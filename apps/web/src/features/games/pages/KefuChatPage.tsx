import { useEffect, useRef, useState } from "react";
import { Button, Input } from "antd-mobile";
import type { KefuMessage } from "@lottery/contract";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { showToast } from "../../../lib/toast.ts";
import { gamesMessages } from "../../../messages/games.ts";
import { OrderPicker } from "../components/OrderPicker.tsx";
import { pictureDataUrl } from "../logic/picture.ts";
import { useKefuChat } from "../logic/use-kefu-chat.ts";
import "../components/kefu.css";

const framed = () => typeof window !== "undefined" && window.self !== window.top;

/**
 * /kefu (our route, the address SystemConfig/GetKFUrl answers): the built-in support chat, shown in
 * /iframePage under the 在线客服 header. Text, pictures and the player's orders; new messages pushed live
 * (use-kefu-chat.ts).
 */
export default function KefuChatPage() {
  const chat = useKefuChat();
  const [text, setText] = useState("");
  const [picking, setPicking] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Braces: Chromium's scrollIntoView may return a promise, which React would take for a cleanup.
    end.current?.scrollIntoView?.({ block: "end" });
  }, [chat.messages.length]);

  const sendText = async () => {
    if (!text.trim()) return;
    if (await chat.send("text", text)) setText("");
  };
  const sendPicture = async (picked: File | undefined) => {
    if (!picked) return;
    try {
      await chat.send("image", await pictureDataUrl(picked));
    } catch {
      showToast(gamesMessages.kefuPictureFailed);
    }
  };
  const header = framed() ? undefined : <PageHeader title={gamesMessages.kefuChatTitle} />;
  return (
    <Page className="kefu-page" header={header}>
      <div className="kefu-list" data-testid="kefu-list" data-feed={chat.mode}>
        <p className="kefu-note">{gamesMessages.kefuWelcome}</p>
        {chat.messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {chat.status === "waiting" && <p className="kefu-note">{gamesMessages.kefuWaiting}</p>}
        {chat.status === "closed" && <p className="kefu-note">{gamesMessages.kefuClosed}</p>}
        <div ref={end} />
      </div>
      <div className="kefu-bar">
        <button type="button" className="kefu-tool" onClick={() => file.current?.click()}>
          {gamesMessages.kefuPicture}
        </button>
        <button type="button" className="kefu-tool" onClick={() => setPicking(true)}>
          {gamesMessages.kefuOrder}
        </button>
        <Input
          className="kefu-input"
          value={text}
          onChange={setText}
          placeholder={gamesMessages.kefuPlaceholder}
          maxLength={500}
          onEnterPress={() => void sendText()}
        />
        <Button size="small" color="primary" loading={chat.sending} onClick={() => void sendText()}>
          {gamesMessages.kefuSend}
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => void sendPicture(event.target.files?.[0])}
        />
      </div>
      <OrderPicker
        visible={picking}
        onClose={() => setPicking(false)}
        onPick={(orderId) => {
          setPicking(false);
          void chat.send("order", orderId);
        }}
      />
    </Page>
  );
}

function Bubble({ message }: { message: KefuMessage }) {
  const mine = message.sender === "player";
  return (
    <div className={`kefu-row ${mine ? "mine" : "theirs"}`}>
      <span className="kefu-who">{mine ? gamesMessages.kefuMe : gamesMessages.kefuAgent}</span>
      <div className={`kefu-bubble kefu-${message.kind}`}>
        {message.kind === "image" ? <img src={message.body} alt={gamesMessages.kefuPicture} /> : message.body}
      </div>
    </div>
  );
}
