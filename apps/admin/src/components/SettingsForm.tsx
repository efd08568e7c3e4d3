import { useEffect, type ReactNode } from "react";
import { Alert, Button, Card, Form, Spin } from "antd";
import { apiPost } from "../lib/api.ts";
import { commonMessages as m } from "../lib/messages.ts";
import { useAction } from "../lib/use-action.ts";
import { useApiQuery } from "../lib/use-api-query.ts";

type Values = Record<string, unknown>;

/**
 * A settings card: reads GET `path`, edits it in a form, saves with POST `path` (or `savePath`) and
 * shows what the server answers.
 */
export function SettingsForm<T extends object>(props: {
  path: string;
  savePath?: string;
  title?: ReactNode;
  children: ReactNode;
  toForm?: (models: T) => Values;
  toBody?: (values: Values) => Values;
  successText?: string;
  extra?: ReactNode;
  /** Room for several fields on one line. */
  wide?: boolean;
}) {
  const query = useApiQuery<T>(props.path);
  const [form] = Form.useForm<Values>();
  const { toForm } = props;
  useEffect(() => {
    if (query.data) form.setFieldsValue((toForm ? toForm(query.data) : query.data) as never);
  }, [query.data, form, toForm]);
  const save = useAction(
    (values: Values) =>
      apiPost<T>(props.savePath ?? props.path, props.toBody ? props.toBody(values) : values),
    {
      success: props.successText ?? m.saved,
      invalidate: [props.path],
    },
  );
  return (
    <Card size="small" title={props.title} extra={props.extra} className="section">
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <Spin spinning={query.isLoading}>
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => save.mutate(values)}
          style={{ maxWidth: props.wide ? 980 : 560 }}
        >
          {props.children}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {m.save}
          </Button>
        </Form>
      </Spin>
    </Card>
  );
}
