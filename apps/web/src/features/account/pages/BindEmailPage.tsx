import { emailSchema } from "@lottery/contract";
import { messages } from "../../../messages/index.ts";
import { useBindEmail } from "../api/contact-binding.ts";
import { useProfile } from "../api/profile.ts";
import { AccountLayout, AccountNote } from "../components/AccountLayout.tsx";
import { BindTargetForm } from "../components/BindTargetForm.tsx";
import { useDoneAndBack } from "../hooks/useDoneAndBack.ts";

/** /BindEmail: binds an e-mail address with the code mailed to it. */
export default function BindEmailPage() {
  const mutation = useBindEmail();
  const current = useProfile().data?.email;
  const doneAndBack = useDoneAndBack(messages.emailBound);

  return (
    <AccountLayout title={messages.bindEmailTitle}>
      <AccountNote>{current ? messages.currentBinding(current) : messages.bindEmailHint}</AccountNote>
      <BindTargetForm
        purpose="bindEmail"
        label={messages.emailLabel}
        placeholder={messages.emailPlaceholder}
        emptyMessage={messages.emailRequired}
        schema={emailSchema}
        inputType="email"
        maxLength={120}
        loading={mutation.isPending}
        submit={(email, code) => doneAndBack(() => mutation.mutateAsync({ email, code }))}
      />
    </AccountLayout>
  );
}
