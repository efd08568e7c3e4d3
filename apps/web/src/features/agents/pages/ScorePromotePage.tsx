import { useState } from "react";
import { Button, Dialog, Form, Input, Selector } from "antd-mobile";
import type { AgentCode, AgentCodeType, AgentInfo } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { useQrCode } from "../../../lib/use-qr-code.ts";
import { copyText } from "../../../lib/clipboard.ts";
import { showToast } from "../../../lib/toast.ts";
import { agentMessages } from "../../../messages/agent.ts";
import { useAgentCodes, useCreateAgentCode, useDisableAgentCode, type NewCode } from "../api/agent-api.ts";
import { AgentLayout } from "../components/AgentLayout.tsx";

const a = agentMessages.agent;

/**
 * /ScorePromote (推广链接): new invite codes (agent or player type, a rebate per family from 0 up to
 * my own), and my codes with their link, QR code, copy buttons and 停用.
 */
export default function ScorePromotePage() {
  return (
    <AgentLayout title={a.promoteTitle}>
      {(info) => (
        <>
          <NewCodeForm info={info} />
          <Codes />
        </>
      )}
    </AgentLayout>
  );
}

function NewCodeForm({ info }: { info: AgentInfo }) {
  const create = useCreateAgentCode();
  const [form] = Form.useForm<NewCode>();
  const types: AgentCodeType[] = info.mayRecruitAgents ? ["agent", "player"] : ["player"];
  const submit = (values: NewCode & { type: AgentCodeType[] | AgentCodeType }) => {
    const type = Array.isArray(values.type) ? values.type[0] : values.type;
    create.mutate(
      {
        type: type ?? "player",
        lotteryRate: values.lotteryRate || "0",
        sportsRate: values.sportsRate || "0",
      },
      { onSuccess: () => showToast(a.codeCreated) },
    );
  };
  return (
    <section className="agent-card agent-form">
      <h3>{a.newCode}</h3>
      {!info.mayRecruitAgents && <p>{a.depthReached}</p>}
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ type: [types[0]], lotteryRate: "", sportsRate: "" }}
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" loading={create.isPending}>
            {a.create}
          </Button>
        }
      >
        <Form.Item name="type" label={a.codeType}>
          <Selector options={types.map((type) => ({ label: a.typeNames[type], value: type }))} />
        </Form.Item>
        <Form.Item name="lotteryRate" label={a.lotteryRate}>
          <Input inputMode="decimal" placeholder={a.rateHint(info.rates?.lottery ?? 0)} />
        </Form.Item>
        <Form.Item name="sportsRate" label={a.sportsRate}>
          <Input inputMode="decimal" placeholder={a.rateHint(info.rates?.sports ?? 0)} />
        </Form.Item>
      </Form>
    </section>
  );
}

function Codes() {
  const codes = useAgentCodes(true);
  return (
    <PagedList
      query={codes}
      emptyText={a.noCodes}
      renderItem={(code) => <CodeCard key={code.code} code={code} />}
    />
  );
}

async function copy(text: string) {
  showToast((await copyText(text)) ? a.copied : a.copyFailed);
}

function CodeCard({ code }: { code: AgentCode }) {
  const [qr, setQr] = useState(false);
  const disable = useDisableAgentCode();
  const link = `${window.location.origin}${code.path}`;
  const confirmDisable = async () => {
    if (await Dialog.confirm({ content: a.disableConfirm })) {
      disable.mutate(code.code, { onSuccess: () => showToast(a.codeDisabled) });
    }
  };
  return (
    <section className="agent-card" data-testid="agent-code">
      <div className="agent-row-main">
        <span className="agent-code">{code.code}</span> · {a.typeNames[code.type]}
        {code.disabled && ` · ${a.disabled}`}
        <small>
          {a.familyNames.lottery} {a.rate(code.rates.lottery)} · {a.familyNames.sports}{" "}
          {a.rate(code.rates.sports)} · {a.registrations(code.registrations)}
        </small>
      </div>
      {!code.disabled && (
        <div className="agent-code-actions">
          <Button size="small" color="primary" onClick={() => void copy(link)}>
            {a.copyLink}
          </Button>
          <Button size="small" onClick={() => void copy(code.code)}>
            {a.copyCode}
          </Button>
          <Button size="small" onClick={() => setQr(!qr)}>
            {a.showQr}
          </Button>
          <Button size="small" color="danger" fill="outline" onClick={() => void confirmDisable()}>
            {a.disable}
          </Button>
        </div>
      )}
      {qr && !code.disabled && <CodeQr link={link} />}
    </section>
  );
}

function CodeQr({ link }: { link: string }) {
  const image = useQrCode(link);
  return image ? <img className="agent-qr" src={image} alt={a.qrAlt} data-testid="agent-qr" /> : null;
}
