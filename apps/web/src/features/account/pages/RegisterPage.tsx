import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages/index.ts";
import { rememberedAgent } from "../agent.ts";
import { AuthLayout } from "../components/AuthLayout.tsx";
import { RegisterForm } from "../components/RegisterForm.tsx";

/** /register: the inviter remembered from a promotion visit is prefilled; success logs in at home. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [agent] = useState(rememberedAgent);

  const onRegistered = () => {
    showToast(messages.registerSuccess);
    navigate(paths.home, { replace: true });
  };

  return (
    <AuthLayout title={messages.registerTitle}>
      <RegisterForm path="account/webregist" agent={agent} onRegistered={onRegistered} />
    </AuthLayout>
  );
}
