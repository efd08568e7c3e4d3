import { Form, Input } from "antd-mobile";
import { useLocation, useNavigate } from "react-router";
import { codeSchema, phoneSchema } from "@lottery/contract";
import { loginReturnTarget, paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { commonMessages } from "../../../messages/common.ts";
import { usePhoneLogin } from "../api/phone-login.ts";
import { autoLoginFlag } from "../auto-login.ts";
import { AuthFormFooter } from "../components/AuthFormFooter.tsx";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { AuthLinks } from "../components/AuthLinks.tsx";
import { AutoLoginField } from "../components/AutoLoginField.tsx";
import { CodeButton } from "../components/CodeButton.tsx";
import { schemaRule } from "../components/validators.ts";

interface PhoneLoginForm {
  phone: string;
  code: string;
  autoLogin: boolean;
}

/** /login2: a bound phone and an SMS code; afterwards back where /login would have gone. */
export default function PhoneLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = usePhoneLogin();
  const [form] = Form.useForm<PhoneLoginForm>();

  const onFinish = async (values: PhoneLoginForm) => {
    try {
      await mutation.mutateAsync({
        phone: values.phone.trim(),
        code: values.code.trim(),
        autoLogin: autoLoginFlag(values.autoLogin),
      });
    } catch {
      return;
    }
    showToast(accountMessages.loginSuccess);
    navigate(loginReturnTarget(location.search, location.state), { replace: true });
  };

  const phoneTarget = async () => {
    const { phone } = await form.validateFields(["phone"]);
    return { target: phone.trim() };
  };

  return (
    <AuthLayout title={accountMessages.phoneLoginTitle}>
      <Form
        form={form}
        layout="horizontal"
        mode="card"
        initialValues={{ autoLogin: true }}
        onFinish={onFinish}
        footer={
          <AuthFormFooter
            submitText={commonMessages.login}
            loading={mutation.isPending}
            prompt={accountMessages.noAccount}
            linkText={accountMessages.goRegister}
            linkTo={paths.register}
            linkState={location.state}
          >
            <AuthLinks
              links={[
                { text: accountMessages.passwordLoginLink, to: `${paths.login}${location.search}` },
                { text: accountMessages.forgetPasswordLink, to: paths.forgetPassword },
              ]}
            />
          </AuthFormFooter>
        }
      >
        <Form.Item
          name="phone"
          label={accountMessages.phoneLabel}
          rules={[schemaRule(phoneSchema, accountMessages.phoneRequired)]}
        >
          <Input
            placeholder={accountMessages.phonePlaceholder}
            type="tel"
            clearable
            maxLength={11}
            autoComplete="tel"
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={accountMessages.codeLabel}
          rules={[schemaRule(codeSchema, accountMessages.codeRequired)]}
          extra={<CodeButton purpose="login" target={phoneTarget} />}
        >
          <Input
            placeholder={accountMessages.codePlaceholder}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <AutoLoginField />
      </Form>
    </AuthLayout>
  );
}
