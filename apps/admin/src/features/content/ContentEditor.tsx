import { useEffect, useState } from "react";
import { Button, Col, Drawer, Form, Row, Space, Tabs, Typography } from "antd";
import { PhoneFrame } from "../../components/PhoneFrame.tsx";
import { commonMessages } from "../../lib/messages.ts";
import type { ContentRow } from "./api.ts";
import type { FormValues, KindConfig } from "./kind-types.ts";
import { contentMessages as m } from "./messages.ts";

export interface EditorState {
  row: ContentRow | null;
  /** Opened on the preview (the 预览 action) rather than the form. */
  previewOnly?: boolean;
}

/** The editor: the form on the left, the phone preview (drawn, or the real player page) on the right. */
export function ContentEditor(props: {
  config: KindConfig;
  state: EditorState | null;
  busy: boolean;
  onClose: () => void;
  onSave: (values: FormValues) => void;
}) {
  const { config, state } = props;
  const [form] = Form.useForm<FormValues>();
  const values = Form.useWatch((all: FormValues) => all, { form, preserve: true }) ?? {};
  const [tab, setTab] = useState("drawn");
  useEffect(() => {
    if (!state) return;
    form.resetFields();
    form.setFieldsValue((state.row ? config.toForm(state.row) : config.defaults) as never);
    setTab("drawn");
  }, [state, config, form]);
  const live = state?.row && config.livePath ? config.livePath(state.row) : null;
  const title = state?.row ? m.edit(config.title) : m.create(config.title);
  return (
    <Drawer
      open={state !== null}
      width={1040}
      title={title}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>{commonMessages.cancel}</Button>
          <Button
            type="primary"
            loading={props.busy}
            onClick={() => form.submit()}
            data-testid="content-save"
          >
            {commonMessages.save}
          </Button>
        </Space>
      }
    >
      <Row gutter={24} wrap={false}>
        <Col flex="auto">
          <Form form={form} layout="vertical" onFinish={props.onSave} preserve>
            {config.fields}
          </Form>
        </Col>
        <Col flex="none">
          <Typography.Text strong>{m.previewTitle}</Typography.Text>
          <Tabs
            size="small"
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: "drawn",
                label: m.previewRendered,
                children: (
                  <PhoneFrame title={title}>
                    <config.Preview values={values} />
                  </PhoneFrame>
                ),
              },
              ...(live
                ? [{ key: "live", label: m.previewLive, children: <LivePreview path={live} title={title} /> }]
                : []),
            ]}
          />
        </Col>
      </Row>
    </Drawer>
  );
}

function LivePreview({ path, title }: { path: string; title: string }) {
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {m.previewLiveHint}
      </Typography.Paragraph>
      <PhoneFrame src={path} title={title} />
    </>
  );
}
