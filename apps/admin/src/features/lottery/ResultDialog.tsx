import { useEffect } from "react";
import type { ConsoleIssue } from "@lottery/contract";
import { App, Button, Form, Input, Modal, Space } from "antd";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { yuanRules } from "../../components/form-rules.ts";
import { lotteryMessages } from "./messages.ts";

const m = lotteryMessages.result;

interface ResultForm {
  numbers: string;
  prizes?: { tier: string; amount: string }[];
}

/** Enters an issue's numbers and floating prizes (POST /lottery/result), after a confirmation. */
export function ResultDialog(props: {
  gameName: string;
  issue: ConsoleIssue | null;
  example: string | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (numbers: string | undefined, prizes: Record<string, string>) => Promise<unknown>;
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
    const prizes = Object.fromEntries((v.prizes ?? []).map((p) => [p.tier.trim(), p.amount.trim()]));
    const numbers = issue?.numbers ? undefined : v.numbers.trim();
    modal.confirm({
      title: m.title(props.gameName, issue?.issue ?? ""),
      content: m.confirm,
      onOk: () => props.onSubmit(numbers, prizes),
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
          <Form.List name="prizes">
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
                    <Form.Item name={[field.name, "amount"]} rules={yuanRules()}>
                      <Input placeholder={m.amount} style={{ width: 180 }} />
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
        </Form.Item>
      </Form>
    </Modal>
  );
}
