import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { rememberedAgent } from "../agent.ts";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { RegisterForm } from "../components/RegisterForm.tsx";

/** /register: the inviter remembered from a promotion visit is prefilled; success logs in at home. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [agent] = useState(rememberedAgent);

  const onRegistered = () => {
    showToast(accountMessages.registerSuccess);
    navigate(paths.home, { replace: true });
  };

  return (
    <AuthLayout title={accountMessages.registerTitle}>
      <RegisterForm path="account/webregist" agent={agent} onRegistered={onRegistered} />
    </AuthLayout>
  );
}
