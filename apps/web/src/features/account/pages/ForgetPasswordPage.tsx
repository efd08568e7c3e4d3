import { Form, Input } from "antd-mobile";
import { useNavigate } from "react-router";
import { codeSchema, phoneSchema } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages/index.ts";
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
    showToast(messages.passwordReset);
    navigate(paths.login, { replace: true });
  };

  const resetTarget = async () => {
    const { userName, phone } = await form.validateFields(["userName", "phone"]);
    return { target: phone.trim(), userName: userName.trim() };
  };

  return (
    <AuthLayout title={messages.forgetPasswordTitle}>
      <Form
        form={form}
        layout="horizontal"
        mode="card"
        onFinish={onFinish}
        footer={
          <AuthFormFooter
            submitText={messages.resetPasswordSubmit}
            loading={mutation.isPending}
            prompt={messages.rememberPassword}
            linkText={messages.goLogin}
            linkTo={paths.login}
          />
        }
      >
        <Form.Item
          name="userName"
          label={messages.userNameLabel}
          rules={[{ required: true, message: messages.userNameRequired }]}
        >
          <Input
            placeholder={messages.userNamePlaceholder}
            clearable
            autoComplete="username"
            maxLength={32}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={messages.phoneLabel}
          rules={[schemaRule(phoneSchema, messages.phoneRequired)]}
        >
          <Input placeholder={messages.boundPhonePlaceholder} type="tel" clearable maxLength={11} />
        </Form.Item>
        <Form.Item
          name="code"
          label={messages.codeLabel}
          rules={[schemaRule(codeSchema, messages.codeRequired)]}
          extra={<CodeButton purpose="reset" target={resetTarget} />}
        >
          <Input
            placeholder={messages.codePlaceholder}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <NewPasswordFields
          form={form}
          name="password"
          label={messages.newPasswordLabel}
          placeholder={messages.newPasswordPlaceholder}
        />
      </Form>
    </AuthLayout>
  );
}
