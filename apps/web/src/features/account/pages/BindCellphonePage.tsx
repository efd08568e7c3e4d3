import { phoneSchema } from "@lottery/contract";
import { accountMessages } from "../../../messages/account.ts";
import { useBindPhone } from "../api/contact-binding.ts";
import { useProfile } from "../api/profile.ts";
import { AccountLayout, AccountNote } from "../components/AccountLayout.tsx";
import { BindTargetForm } from "../components/BindTargetForm.tsx";
import { useDoneAndBack } from "../hooks/useDoneAndBack.ts";

/** /BindCellphone: binds a phone (or moves the binding to a new one) with an SMS code. */
export default function BindCellphonePage() {
  const mutation = useBindPhone();
  const current = useProfile().data?.phone;
  const doneAndBack = useDoneAndBack(accountMessages.phoneBound);

  return (
    <AccountLayout title={accountMessages.bindPhoneTitle}>
      <AccountNote>
        {current ? accountMessages.currentBinding(current) : accountMessages.bindPhoneHint}
      </AccountNote>
      <BindTargetForm
        purpose="bindPhone"
        label={accountMessages.phoneLabel}
        placeholder={accountMessages.phonePlaceholder}
        emptyMessage={accountMessages.phoneRequired}
        schema={phoneSchema}
        inputType="tel"
        maxLength={11}
        loading={mutation.isPending}
        submit={(phone, code) => doneAndBack(() => mutation.mutateAsync({ phone, code }))}
      />
    </AccountLayout>
  );
}
