import { useEffect } from "react";
import { App, Form, InputNumber, Modal, Space, Typography } from "antd";
import type { AdminMatch } from "./api.ts";
import { sportsMessages } from "./messages.ts";

const m = sportsMessages.oddsDialog;
type OddsForm = Record<string, Record<string, number | null>>;

/** Edits every option's SP; only the changed ones are sent (POST /sports/odds). */
export function OddsDialog(props: {
  match: AdminMatch | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (odds: Record<string, Record<string, number>>) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OddsForm>();
  const { match } = props;
  useEffect(() => {
    if (match)
      form.setFieldsValue(
        Object.fromEntries(
          match.plays.map((p) => [p.play, Object.fromEntries(p.options.map((o) => [o.code, o.sp]))]),
        ) as never,
      );
  }, [match, form]);
  const submit = (values: OddsForm) => {
    const changed: Record<string, Record<string, number>> = {};
    for (const play of match?.plays ?? []) {
      for (const o of play.options) {
        const sp = values[play.play]?.[o.code];
        if (typeof sp === "number" && sp !== o.sp) (changed[play.play] ??= {})[o.code] = sp;
      }
    }
    if (Object.keys(changed).length === 0) return void message.info(m.nothing);
    props.onSubmit(changed);
  };
  const title = match ? m.title(`${match.num} ${match.homeTeam} vs ${match.awayTeam}`) : "";
  return (
    <Modal
      open={match !== null}
      title={title}
      width={900}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{m.hint}</Typography.Paragraph>
      <Form form={form} onFinish={submit} layout="vertical">
        {match?.plays.map((p) => (
          <Form.Item key={p.play} label={`${p.name}${p.line !== null ? `（${p.line}）` : ""}`}>
            <Space wrap size={[8, 4]}>
              {p.options.map((o) => (
                <Form.Item key={o.code} name={[p.play, o.code]} noStyle>
                  <InputNumber
                    addonBefore={o.name}
                    min={1}
                    max={100000}
                    step={0.01}
                    precision={2}
                    size="small"
                    style={{ width: 150 }}
                  />
                </Form.Item>
              ))}
            </Space>
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
