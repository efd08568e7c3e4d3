import { App, Checkbox, Form, Input, Modal } from "antd";
import type { AdminMatch } from "./api.ts";
import { sportsMessages } from "./messages.ts";

const m = sportsMessages.resultDialog;
const SCORE = /^\d{1,3}:\d{1,3}$/;

interface ResultForm {
  halfScore?: string;
  fullScore?: string;
  cancelled?: boolean;
}

/** Enters a match's half-time and full-time score, or cancels it (POST /sports/result). */
export function MatchResultDialog(props: {
  match: AdminMatch | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (body: ResultForm) => Promise<unknown>;
}) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<ResultForm>();
  const cancelled = Form.useWatch("cancelled", form);
  const title = props.match
    ? m.title(`${props.match.num} ${props.match.homeTeam} vs ${props.match.awayTeam}`)
    : "";
  const submit = (v: ResultForm) =>
    modal.confirm({
      title,
      content: m.confirm,
      onOk: () =>
        props.onSubmit(
          v.cancelled
            ? { cancelled: true }
            : { halfScore: v.halfScore?.trim(), fullScore: v.fullScore?.trim(), cancelled: false },
        ),
    });
  const scoreRules = [{ required: !cancelled, pattern: SCORE, message: m.scoreRule }];
  // Basketball results are the full score only (overtime included).
  const halfRules = [
    { required: !cancelled && props.match?.gameCode !== "jclq", pattern: SCORE, message: m.scoreRule },
  ];
  return (
    <Modal
      open={props.match !== null}
      title={title}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="halfScore" label={m.half} extra={m.scoreHint} rules={halfRules}>
          <Input disabled={cancelled} style={{ width: 160 }} placeholder="1:0" />
        </Form.Item>
        <Form.Item name="fullScore" label={m.full} rules={scoreRules}>
          <Input disabled={cancelled} style={{ width: 160 }} placeholder="2:1" />
        </Form.Item>
        <Form.Item name="cancelled" valuePropName="checked">
          <Checkbox>{m.cancelled}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
