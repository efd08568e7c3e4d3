import { Form, Input, type InputProps } from "antd-mobile";
import { withdrawPasswordSchema } from "@lottery/contract";
import { accountMessages } from "../../../messages/account.ts";
import { commonMessages } from "../../../messages/common.ts";
import { useSetWithdrawPassword } from "../api/passwords.ts";
import { useDoneAndBack } from "../hooks/useDoneAndBack.ts";
import { SubmitButton } from "./AccountLayout.tsx";
import { confirmRule, schemaRule } from "./validators.ts";

interface WithdrawPasswordValues {
  proof: string;
  withdrawPassword: string;
  confirmWithdrawPassword: string;
}

/** A 6-digit password input; Form.Item's value and onChange pass through. */
function PinInput(props: InputProps) {
  return <Input type="password" inputMode="numeric" clearable maxLength={6} autoComplete="off" {...props} />;
}

/**
 * 资金密码: the first time proven by the login password, afterwards by the current withdrawal
 * password; the new 6-digit password twice.
 */
export function WithdrawPasswordForm({ isSet }: { isSet: boolean }) {
  const [form] = Form.useForm<WithdrawPasswordValues>();
  const mutation = useSetWithdrawPassword();
  const doneAndBack = useDoneAndBack(
    isSet ? accountMessages.withdrawPasswordChanged : accountMessages.withdrawPasswordSet,
  );

  const onFinish = (values: WithdrawPasswordValues) =>
    doneAndBack(() =>
      mutation.mutateAsync({
        withdrawPassword: values.withdrawPassword,
        ...(isSet ? { oldWithdrawPassword: values.proof } : { password: values.proof }),
      }),
    );

  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      onFinish={onFinish}
      footer={
        <SubmitButton
          text={isSet ? accountMessages.confirmChange : accountMessages.confirmSet}
          loading={mutation.isPending}
        />
      }
    >
      {isSet ? (
        <Form.Item
          name="proof"
          label={accountMessages.oldWithdrawPasswordLabel}
          rules={[schemaRule(withdrawPasswordSchema, accountMessages.oldWithdrawPasswordRequired)]}
        >
          <PinInput placeholder={accountMessages.oldWithdrawPasswordPlaceholder} />
        </Form.Item>
      ) : (
        <Form.Item
          name="proof"
          label={accountMessages.loginPassword}
          rules={[{ required: true, message: accountMessages.passwordRequired }]}
        >
          <Input
            placeholder={accountMessages.loginPasswordPlaceholder}
            type="password"
            clearable
            autoComplete="current-password"
            maxLength={64}
          />
        </Form.Item>
      )}
      <Form.Item
        name="withdrawPassword"
        label={accountMessages.newWithdrawPasswordLabel}
        rules={[schemaRule(withdrawPasswordSchema, commonMessages.withdrawPasswordRequired)]}
      >
        <PinInput placeholder={commonMessages.withdrawPasswordPlaceholder} />
      </Form.Item>
      <Form.Item
        name="confirmWithdrawPassword"
        label={accountMessages.confirmPasswordLabel}
        dependencies={["withdrawPassword"]}
        rules={[confirmRule(form, "withdrawPassword", accountMessages.confirmWithdrawPasswordPlaceholder)]}
      >
        <PinInput placeholder={accountMessages.confirmWithdrawPasswordPlaceholder} />
      </Form.Item>
    </Form>
  );
}
