import { Form, Input } from "antd-mobile";
import { useLocation, useNavigate } from "react-router";
import { loginReturnTarget, paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages/index.ts";
import { useLogin } from "../api/login.ts";
import { autoLoginFlag } from "../auto-login.ts";
import { AuthFormFooter } from "../components/AuthFormFooter.tsx";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { AuthLinks } from "../components/AuthLinks.tsx";
import { AutoLoginField } from "../components/AutoLoginField.tsx";

interface LoginForm {
  userName: string;
  password: string;
  autoLogin: boolean;
}

/** /login: user name and password; afterwards back to the gated page that sent the user here. */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useLogin();

  const onFinish = async (values: LoginForm) => {
    try {
      await mutation.mutateAsync({
        userName: values.userName.trim(),
        password: values.password,
        autoLogin: autoLoginFlag(values.autoLogin),
      });
    } catch {
      return; // the request helper has shown the server's message
    }
    showToast(messages.loginSuccess);
    navigate(loginReturnTarget(location.search, location.state), { replace: true });
  };

  return (
    <AuthLayout title={messages.loginTitle}>
      <Form
        layout="horizontal"
        mode="card"
        initialValues={{ autoLogin: true }}
        onFinish={onFinish}
        footer={
          <AuthFormFooter
            submitText={messages.login}
            loading={mutation.isPending}
            prompt={messages.noAccount}
            linkText={messages.goRegister}
            linkTo={paths.register}
            linkState={location.state}
          >
            <AuthLinks
              links={[
                { text: messages.phoneLoginLink, to: `${paths.phoneLogin}${location.search}` },
                { text: messages.forgetPasswordLink, to: paths.forgetPassword },
              ]}
            />
          </AuthFormFooter>
        }
      >
        <Form.Item
          name="userName"
          label={messages.userNameLabel}
          rules={[{ required: true, message: messages.userNameRequired }]}
        >
          <Input placeholder={messages.userNamePlaceholder} clearable autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={messages.passwordLabel}
          rules={[{ required: true, message: messages.passwordRequired }]}
        >
          <Input
            placeholder={messages.passwordPlaceholder}
            type="password"
            clearable
            autoComplete="current-password"
          />
        </Form.Item>
        <AutoLoginField />
      </Form>
    </AuthLayout>
  );
}
