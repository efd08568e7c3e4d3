import type { ReactNode } from "react";
import { Button } from "antd-mobile";
import { Link } from "react-router";

interface AuthFormFooterProps {
  submitText: string;
  loading: boolean;
  /** The line under the button: a question and a link to the other form. */
  prompt: string;
  linkText: string;
  linkTo: string;
  linkState?: unknown;
  /** More links between the button and that line (短信验证码登录, 忘记密码). */
  children?: ReactNode;
}

/** The submit button and the "have an account? / no account?" switch of the auth forms. */
export function AuthFormFooter({
  submitText,
  loading,
  prompt,
  linkText,
  linkTo,
  linkState,
  children,
}: AuthFormFooterProps) {
  return (
    <div className="auth-actions">
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={loading}>
        {submitText}
      </Button>
      {children}
      <div className="auth-switch">
        {prompt}
        <Link to={linkTo} state={linkState} replace>
          {linkText}
        </Link>
      </div>
    </div>
  );
}
