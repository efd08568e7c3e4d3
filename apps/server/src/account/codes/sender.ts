import type { FastifyBaseLogger } from "fastify";
import { Msg } from "@lottery/contract";
import type { Config, Gateway } from "../../config.ts";

/** A verification code on its way to a phone (SMS) or an e-mail address. */
export interface CodeMessage {
  channel: "sms" | "mail";
  target: string;
  code: string;
}

/** Delivers verification codes. Adapters: the dev sink, the SMS gateway, the mail gateway. */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

export interface SentCode {
  target: string;
  code: string;
  sentAt: string;
}

const DEV_SINK_SIZE = 200;

/** Development: logs each code and keeps the last 200 in memory for the operator call dev/codes. */
export class DevSink implements CodeSender {
  private readonly recent: SentCode[] = [];

  constructor(private readonly log: Pick<FastifyBaseLogger, "info">) {}

  async send({ target, code }: CodeMessage): Promise<void> {
    this.log.info(`验证码 ${code} → ${target}`);
    this.recent.push({ target, code, sentAt: new Date().toISOString() });
    if (this.recent.length > DEV_SINK_SIZE) this.recent.shift();
  }

  /** The codes sent to a target, newest first. */
  codesFor(target: string): SentCode[] {
    const key = target.toLowerCase();
    return this.recent.filter((sent) => sent.target.toLowerCase() === key).reverse();
  }
}

/** POSTs JSON with the gateway's bearer key; a non-2xx answer is an error. */
async function postJson(gateway: Gateway, body: unknown): Promise<void> {
  if (!gateway.url) throw new Error("gateway URL not configured");
  const response = await fetch(gateway.url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${gateway.key}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`gateway answered HTTP ${response.status}`);
}

/** SMS gateway: POST {phone, content}. */
export class HttpSmsSender implements CodeSender {
  constructor(private readonly gateway: Gateway) {}

  send({ target, code }: CodeMessage): Promise<void> {
    return postJson(this.gateway, { phone: target, content: Msg.codeText(code) });
  }
}

/** Mail gateway: POST {to, subject, text}. */
export class HttpMailSender implements CodeSender {
  constructor(private readonly gateway: Gateway) {}

  send({ target, code }: CodeMessage): Promise<void> {
    return postJson(this.gateway, { to: target, subject: Msg.codeMailSubject, text: Msg.codeText(code) });
  }
}

/** Routes each message to the adapter of its channel. */
class GatewaySender implements CodeSender {
  constructor(private readonly byChannel: Record<CodeMessage["channel"], CodeSender>) {}

  send(message: CodeMessage): Promise<void> {
    return this.byChannel[message.channel].send(message);
  }
}

/** The sender CODE_SENDER selects. */
export function codeSenderFor(config: Config, log: FastifyBaseLogger): CodeSender {
  if (config.codeSender === "dev") return new DevSink(log);
  return new GatewaySender({
    sms: new HttpSmsSender(config.smsGateway),
    mail: new HttpMailSender(config.mailGateway),
  });
}
