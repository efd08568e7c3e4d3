import { Form, Input, Modal } from "antd";
import { withdrawalMessages as m } from "./messages.ts";

/** Asks the reason of a rejection (the player sees it). */
export function RejectDialog(props: {
  count: number;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={props.count > 1 ? m.bulkReject(props.count) : m.rejectTitle}
      open={props.open}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => props.onSubmit(v.reason.trim())}>
        <Form.Item
          name="reason"
          label={m.rejectReason}
          rules={[{ required: true, whitespace: true, max: 100, message: m.rejectReasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={100} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
