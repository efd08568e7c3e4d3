import { App, Button, Card, Col, Form, Input, InputNumber, Radio, Row } from "antd";
import { PageCard } from "../../components/PageCard.tsx";
import { PhoneFrame } from "../../components/PhoneFrame.tsx";
import { useAction } from "../../lib/use-action.ts";
import { sendMail } from "./api.ts";
import { contentMessages } from "./messages.ts";
import { MailPreview } from "./previews.tsx";

const m = contentMessages.mail;

interface MailForm {
  kind: "bulletin" | "mail";
  mid?: number;
  title: string;
  content: string;
}

/** Mail to one player, or a bulletin to all, with the message drawn at phone size. */
export default function MailPage() {
  const { modal } = App.useApp();
  const [form] = Form.useForm<MailForm>();
  const values = Form.useWatch((all: MailForm) => all, { form, preserve: true }) ?? {};
  const send = useAction((v: MailForm) => sendMail({ ...v, mid: v.kind === "mail" ? v.mid : undefined }), {
    success: m.sent,
    onDone: () => form.resetFields(),
  });
  const submit = (v: MailForm) =>
    modal.confirm({
      title: m.send,
      content: m.confirm(v.kind === "mail" ? m.player(String(v.mid)) : m.everyone),
      onOk: () => send.mutateAsync(v),
    });
  return (
    <PageCard title={m.title}>
      <Row gutter={16} wrap={false}>
        <Col flex="auto">
          <Card size="small">
            <Form
              form={form}
              layout="vertical"
              initialValues={{ kind: "mail" }}
              onFinish={submit}
              style={{ maxWidth: 640 }}
            >
              <Form.Item name="kind" label={m.kind}>
                <Radio.Group options={Object.entries(m.kinds).map(([value, label]) => ({ value, label }))} />
              </Form.Item>
              {values.kind === "mail" ? (
                <Form.Item name="mid" label={m.mid} rules={[{ required: true, message: m.midRequired }]}>
                  <InputNumber min={1} precision={0} style={{ width: 200 }} />
                </Form.Item>
              ) : null}
              <Form.Item
                name="title"
                label={m.subject}
                rules={[{ required: true, whitespace: true, max: 60 }]}
              >
                <Input maxLength={60} showCount />
              </Form.Item>
              <Form.Item
                name="content"
                label={m.content}
                rules={[{ required: true, whitespace: true, max: 5000 }]}
              >
                <Input.TextArea rows={8} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                {m.send}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col flex="none">
          <PhoneFrame title={m.title}>
            <MailPreview values={values as unknown as Record<string, unknown>} />
          </PhoneFrame>
        </Col>
      </Row>
    </PageCard>
  );
}
