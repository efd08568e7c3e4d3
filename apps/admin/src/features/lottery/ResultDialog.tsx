import { useEffect } from "react";
import type { ConsoleIssue } from "@lottery/contract";
import { App, Button, Form, Input, Modal, Space } from "antd";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import type { Rule } from "antd/es/form";
import { yuanRules } from "../../components/form-rules.ts";
import { lotteryMessages } from "./messages.ts";

const m = lotteryMessages.result;

interface ResultForm {
  numbers: string;
  prizes?: { tier: string; amount: string }[];
  pool?: string;
  sales?: string;
  winners?: { tier: string; amount: string }[];
}

/** What the dialog enters beside the numbers: floating prizes and the announced figures (shown only). */
export interface ResultExtras {
  prizes: Record<string, string>;
  pool?: string;
  sales?: string;
  winners?: Record<string, string>;
}

const byTier = (rows: ResultForm["prizes"]) =>
  Object.fromEntries((rows ?? []).map((p) => [p.tier.trim(), p.amount.trim()]));
const countRules = [{ required: true, pattern: /^\d{1,10}$/, message: m.countRule }];

/** Rows of tier + value (prizes in yuan, winners as counts) with add and remove. */
function TierList(props: { name: "prizes" | "winners"; placeholder: string; rules: Rule[] }) {
  return (
    <Form.List name={props.name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline">
              <Form.Item
                name={[field.name, "tier"]}
                rules={[{ required: true, pattern: /^[A-Za-z0-9]{1,8}$/ }]}
              >
                <Input placeholder={m.tier} style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name={[field.name, "amount"]} rules={props.rules}>
                <Input placeholder={props.placeholder} style={{ width: 180 }} />
              </Form.Item>
              <MinusCircleOutlined onClick={() => remove(field.name)} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ tier: "", amount: "" })}>
            {m.addTier}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/**
 * Enters an issue's numbers, floating prizes and announced figures (奖池, 本期销量, winners per tier)
 * (POST /lottery/result), after a confirmation.
 */
export function ResultDialog(props: {
  gameName: string;
  issue: ConsoleIssue | null;
  example: string | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (numbers: string | undefined, extras: ResultExtras) => Promise<unknown>;
}) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<ResultForm>();
  const { issue } = props;
  useEffect(() => {
    if (!issue) return;
    const prizes = Object.entries(issue.prizes ?? {}).map(([tier, amount]) => ({
      tier,
      amount: String(amount),
    }));
    form.setFieldsValue({ numbers: issue.numbers ?? "", prizes });
  }, [issue, form]);
  const submit = (v: ResultForm) => {
    const numbers = issue?.numbers ? undefined : v.numbers.trim();
    const winners = byTier(v.winners);
    const extras: ResultExtras = {
      prizes: byTier(v.prizes),
      ...(v.pool?.trim() ? { pool: v.pool.trim() } : {}),
      ...(v.sales?.trim() ? { sales: v.sales.trim() } : {}),
      ...(Object.keys(winners).length ? { winners } : {}),
    };
    modal.confirm({
      title: m.title(props.gameName, issue?.issue ?? ""),
      content: m.confirm,
      onOk: () => props.onSubmit(numbers, extras),
    });
  };
  return (
    <Modal
      open={issue !== null}
      title={issue ? m.title(props.gameName, issue.issue) : ""}
      width={560}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="numbers"
          label={m.numbers}
          extra={m.numbersHint(props.example)}
          rules={[{ required: true, whitespace: true, message: m.numbersRequired }]}
        >
          <Input
            disabled={Boolean(issue?.numbers)}
            placeholder={props.example ?? ""}
            data-testid="result-numbers"
          />
        </Form.Item>
        <Form.Item label={m.prizes} extra={m.tierHint}>
          <TierList name="prizes" placeholder={m.amount} rules={yuanRules()} />
        </Form.Item>
        <Space align="start">
          <Form.Item name="pool" label={m.pool} extra={m.figuresHint} rules={yuanRules({ required: false })}>
            <Input data-testid="result-pool" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="sales" label={m.sales} rules={yuanRules({ required: false })}>
            <Input data-testid="result-sales" style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Form.Item label={m.winners}>
          <TierList name="winners" placeholder={m.count} rules={countRules} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
