import { Button, Form, Input, Popup } from "antd-mobile";
import { alipayAccountSchema } from "@lottery/contract";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages/index.ts";
import { useBindAlipay } from "../api/alipay.ts";
import { schemaRule } from "../../../lib/schema-rules.ts";

/** 添加支付宝 in a bottom popup: the holder is the masked real name, only the account is typed. */
export function AddAlipayPopup(props: { visible: boolean; holder: string; onClose: () => void }) {
  const [form] = Form.useForm<{ account: string }>();
  const mutation = useBindAlipay();

  const onFinish = async ({ account }: { account: string }) => {
    try {
      await mutation.mutateAsync({ account: account.trim() });
    } catch {
      return;
    }
    showToast(messages.alipayAdded);
    form.resetFields();
    props.onClose();
  };

  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} className="wallet-popup" destroyOnClose>
      <div className="wallet-popup-title">{messages.addAlipayTitle}</div>
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={mutation.isPending}
          >
            {messages.confirmAdd}
          </Button>
        }
      >
        <Form.Item label={messages.alipayHolder}>
          <span className="wallet-holder">{props.holder}</span>
        </Form.Item>
        <Form.Item
          name="account"
          label={messages.alipayAccountLabel}
          rules={[schemaRule(alipayAccountSchema, messages.alipayRequired)]}
        >
          <Input placeholder={messages.alipayPlaceholder} clearable maxLength={120} autoComplete="off" />
        </Form.Item>
      </Form>
    </Popup>
  );
}
