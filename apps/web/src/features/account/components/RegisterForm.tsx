import { Form, Input } from "antd-mobile";
import { userNameSchema } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";
import { accountMessages } from "../../../messages/account.ts";
import { commonMessages } from "../../../messages/common.ts";
import type { PromotionAgent } from "../agent.ts";
import { registrationAgent } from "../agent.ts";
import { autoLoginFlag } from "../auto-login.ts";
import { useRegister, type RegisterPath } from "../api/register.ts";
import { AuthFormFooter } from "./AuthFormFooter.tsx";
import { AutoLoginField } from "./AutoLoginField.tsx";
import { schemaRule } from "./validators.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { TermsField } from "./TermsField.tsx";

interface RegisterValues {
  userName: string;
  password: string;
  confirmPassword: string;
  agentNo?: string;
  autoLogin: boolean;
  agreeTerms: boolean;
}

interface RegisterFormProps {
  path: RegisterPath;
  /** The inviter remembered from a promotion link, prefilled as the invite code. */
  agent: PromotionAgent;
  onRegistered: () => void;
}

/** The registration form of /register and /registerpromote, checked with the contract's schemas. */
export function RegisterForm({ path, agent, onRegistered }: RegisterFormProps) {
  const mutation = useRegister(path);
  const [form] = Form.useForm<RegisterValues>();

  const onFinish = async (values: RegisterValues) => {
    try {
      await mutation.mutateAsync({
        userName: values.userName.trim(),
        password: values.password,
        autoLogin: autoLoginFlag(values.autoLogin),
        // The form submits only with the box ticked (TermsField); the server refuses any other value.
        agreeTerms: "1",
        ...registrationAgent(values.agentNo, agent),
      });
    } catch {
      return; // the request helper has shown the server's message
    }
    onRegistered();
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      initialValues={{ agentNo: agent.agentNo ?? "", autoLogin: true, agreeTerms: false }}
      onFinish={onFinish}
      footer={
        <AuthFormFooter
          submitText={commonMessages.register}
          loading={mutation.isPending}
          prompt={accountMessages.haveAccount}
          linkText={accountMessages.goLogin}
          linkTo={paths.login}
        />
      }
    >
      <Form.Item
        name="userName"
        label={accountMessages.userNameLabel}
        rules={[schemaRule(userNameSchema, accountMessages.userNameRequired)]}
      >
        <Input
          placeholder={accountMessages.userNamePlaceholder}
          clearable
          autoComplete="username"
          maxLength={16}
        />
      </Form.Item>
      <NewPasswordFields
        form={form}
        name="password"
        label={accountMessages.passwordLabel}
        placeholder={accountMessages.passwordPlaceholder}
      />
      <Form.Item name="agentNo" label={accountMessages.agentNoLabel}>
        <Input placeholder={accountMessages.agentNoPlaceholder} clearable maxLength={32} />
      </Form.Item>
      <AutoLoginField />
      <TermsField />
    </Form>
  );
}
