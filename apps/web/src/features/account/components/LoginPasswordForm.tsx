import { Form, Input } from "antd-mobile";
import { accountMessages } from "../../../messages/account.ts";
import { useChangePassword } from "../api/passwords.ts";
import { useDoneAndBack } from "../hooks/useDoneAndBack.ts";
import { SubmitButton } from "./AccountLayout.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";

interface LoginPasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** 登录密码: the current password, the new one twice (other devices are logged out by the server). */
export function LoginPasswordForm() {
  const [form] = Form.useForm<LoginPasswordValues>();
  const mutation = useChangePassword();
  const doneAndBack = useDoneAndBack(accountMessages.passwordChanged);

  const onFinish = (values: LoginPasswordValues) =>
    doneAndBack(() =>
      mutation.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword }),
    );

  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      onFinish={onFinish}
      footer={<SubmitButton text={accountMessages.confirmChange} loading={mutation.isPending} />}
    >
      <Form.Item
        name="oldPassword"
        label={accountMessages.oldPasswordLabel}
        rules={[{ required: true, message: accountMessages.oldPasswordRequired }]}
      >
        <Input
          placeholder={accountMessages.oldPasswordPlaceholder}
          type="password"
          clearable
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <NewPasswordFields
        form={form}
        name="newPassword"
        label={accountMessages.newPasswordLabel}
        placeholder={accountMessages.newPasswordPlaceholder}
      />
    </Form>
  );
}
