import { Form, Input } from "antd-mobile";
import { useLocation, useNavigate } from "react-router";
import { loginReturnTarget, paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { commonMessages } from "../../../messages/common.ts";
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
    showToast(accountMessages.loginSuccess);
    navigate(loginReturnTarget(location.search, location.state), { replace: true });
  };

  return (
    <AuthLayout title={accountMessages.loginTitle}>
      <Form
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
                { text: accountMessages.phoneLoginLink, to: `${paths.phoneLogin}${location.search}` },
                { text: accountMessages.forgetPasswordLink, to: paths.forgetPassword },
              ]}
            />
          </AuthFormFooter>
        }
      >
        <Form.Item
          name="userName"
          label={accountMessages.userNameLabel}
          rules={[{ required: true, message: accountMessages.userNameRequired }]}
        >
          <Input placeholder={accountMessages.userNamePlaceholder} clearable autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={accountMessages.passwordLabel}
          rules={[{ required: true, message: accountMessages.passwordRequired }]}
        >
          <Input
            placeholder={accountMessages.passwordPlaceholder}
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
