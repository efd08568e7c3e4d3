import { emailSchema } from "@lottery/contract";
import { accountMessages } from "../../../messages/account.ts";
import { useBindEmail } from "../api/contact-binding.ts";
import { useProfile } from "../api/profile.ts";
import { AccountLayout, AccountNote } from "../components/AccountLayout.tsx";
import { BindTargetForm } from "../components/BindTargetForm.tsx";
import { useDoneAndBack } from "../hooks/useDoneAndBack.ts";

/** /BindEmail: binds an e-mail address with the code mailed to it. */
export default function BindEmailPage() {
  const mutation = useBindEmail();
  const current = useProfile().data?.email;
  const doneAndBack = useDoneAndBack(accountMessages.emailBound);

  return (
    <AccountLayout title={accountMessages.bindEmailTitle}>
      <AccountNote>
        {current ? accountMessages.currentBinding(current) : accountMessages.bindEmailHint}
      </AccountNote>
      <BindTargetForm
        purpose="bindEmail"
        label={accountMessages.emailLabel}
        placeholder={accountMessages.emailPlaceholder}
        emptyMessage={accountMessages.emailRequired}
        schema={emailSchema}
        inputType="email"
        maxLength={120}
        loading={mutation.isPending}
        submit={(email, code) => doneAndBack(() => mutation.mutateAsync({ email, code }))}
      />
    </AccountLayout>
  );
}
