import { Form, Input } from "antd-mobile";
import { useNavigate } from "react-router";
import { codeSchema, phoneSchema } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { AuthFormFooter } from "../components/AuthFormFooter.tsx";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { CodeButton } from "../components/CodeButton.tsx";
import { schemaRule } from "../components/validators.ts";
import { NewPasswordFields } from "../components/NewPasswordFields.tsx";

interface ResetForm {
  userName: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** /forgetReg: user name, its bound phone and a code set a new password; then log in again. */
export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const [form] = Form.useForm<ResetForm>();

  const onFinish = async (values: ResetForm) => {
    try {
      await mutation.mutateAsync({
        userName: values.userName.trim(),
        phone: values.phone.trim(),
        code: values.code.trim(),
        password: values.password,
      });
    } catch {
      return;
    }
    showToast(accountMessages.passwordReset);
    navigate(paths.login, { replace: true });
  };

  const resetTarget = async () => {
    const { userName, phone } = await form.validateFields(["userName", "phone"]);
    return { target: phone.trim(), userName: userName.trim() };
  };

  return (
    <AuthLayout title={accountMessages.forgetPasswordTitle}>
      <Form
        form={form}
        layout="horizontal"
        mode="card"
        onFinish={onFinish}
        footer={
          <AuthFormFooter
            submitText={accountMessages.resetPasswordSubmit}
            loading={mutation.isPending}
            prompt={accountMessages.rememberPassword}
            linkText={accountMessages.goLogin}
            linkTo={paths.login}
          />
        }
      >
        <Form.Item
          name="userName"
          label={accountMessages.userNameLabel}
          rules={[{ required: true, message: accountMessages.userNameRequired }]}
        >
          <Input
            placeholder={accountMessages.userNamePlaceholder}
            clearable
            autoComplete="username"
            maxLength={32}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={accountMessages.phoneLabel}
          rules={[schemaRule(phoneSchema, accountMessages.phoneRequired)]}
        >
          <Input placeholder={accountMessages.boundPhonePlaceholder} type="tel" clearable maxLength={11} />
        </Form.Item>
        <Form.Item
          name="code"
          label={accountMessages.codeLabel}
          rules={[schemaRule(codeSchema, accountMessages.codeRequired)]}
          extra={<CodeButton purpose="reset" target={resetTarget} />}
        >
          <Input
            placeholder={accountMessages.codePlaceholder}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <NewPasswordFields
          form={form}
          name="password"
          label={accountMessages.newPasswordLabel}
          placeholder={accountMessages.newPasswordPlaceholder}
        />
      </Form>
    </AuthLayout>
  );
}
