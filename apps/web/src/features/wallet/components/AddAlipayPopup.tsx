import { Button, Form, Input, Popup } from "antd-mobile";
import { alipayAccountSchema } from "@lottery/contract";
import { showToast } from "../../../lib/toast.ts";
import { walletMessages } from "../../../messages/wallet.ts";
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
    showToast(walletMessages.alipayAdded);
    form.resetFields();
    props.onClose();
  };

  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} className="wallet-popup" destroyOnClose>
      <div className="wallet-popup-title">{walletMessages.addAlipayTitle}</div>
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
            {walletMessages.confirmAdd}
          </Button>
        }
      >
        <Form.Item label={walletMessages.alipayHolder}>
          <span className="wallet-holder">{props.holder}</span>
        </Form.Item>
        <Form.Item
          name="account"
          label={walletMessages.alipayAccountLabel}
          rules={[schemaRule(alipayAccountSchema, walletMessages.alipayRequired)]}
        >
          <Input
            placeholder={walletMessages.alipayPlaceholder}
            clearable
            maxLength={120}
            autoComplete="off"
          />
        </Form.Item>
      </Form>
    </Popup>
  );
}
