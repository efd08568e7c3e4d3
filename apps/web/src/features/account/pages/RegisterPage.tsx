import { Form, Input } from "antd-mobile";
import { useNavigate } from "react-router";
import { passwordSchema, userNameSchema } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";
import { storage } from "../../../lib/storage.ts";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages.ts";
import { useRegister } from "../api/register.ts";
import { AuthFormFooter } from "../components/AuthFormFooter.tsx";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { schemaRule } from "../components/validators.ts";

interface RegisterForm {
  userName: string;
  password: string;
  confirmPassword: string;
  agentNo?: string;
}

/** /register: validated with the contract's schemas; on success the player is logged in at home. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const mutation = useRegister();
  const [form] = Form.useForm<RegisterForm>();

  const onFinish = async (values: RegisterForm) => {
    const agentNo = values.agentNo?.trim();
    try {
      await mutation.mutateAsync({
        userName: values.userName.trim(),
        password: values.password,
        ...(agentNo ? { agentNo } : {}),
      });
    } catch {
      return;
    }
    showToast(messages.registerSuccess);
    navigate(paths.home, { replace: true });
  };

  const confirmRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (!value) throw new Error(messages.confirmPasswordPlaceholder);
      if (value !== form.getFieldValue("password")) throw new Error(messages.passwordMismatch);
    },
  };

  return (
    <AuthLayout title={messages.registerTitle}>
      <Form
        form={form}
        layout="horizontal"
        mode="card"
        initialValues={{ agentNo: storage.get("agentNo") ?? "" }}
        onFinish={onFinish}
        footer={
          <AuthFormFooter
            submitText={messages.register}
            loading={mutation.isPending}
            prompt={messages.haveAccount}
            linkText={messages.goLogin}
            linkTo={paths.login}
          />
        }
      >
        <Form.Item
          name="userName"
          label={messages.userNameLabel}
          rules={[schemaRule(userNameSchema, messages.userNameRequired)]}
        >
          <Input
            placeholder={messages.userNamePlaceholder}
            clearable
            autoComplete="username"
            maxLength={16}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={messages.passwordLabel}
          rules={[schemaRule(passwordSchema, messages.passwordRequired)]}
        >
          <Input
            placeholder={messages.passwordPlaceholder}
            type="password"
            clearable
            autoComplete="new-password"
            maxLength={20}
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={messages.confirmPasswordLabel}
          dependencies={["password"]}
          rules={[confirmRule]}
        >
          <Input
            placeholder={messages.confirmPasswordPlaceholder}
            type="password"
            clearable
            autoComplete="new-password"
            maxLength={20}
          />
        </Form.Item>
        <Form.Item name="agentNo" label={messages.agentNoLabel}>
          <Input placeholder={messages.agentNoPlaceholder} clearable maxLength={32} />
        </Form.Item>
      </Form>
    </AuthLayout>
  );
}
