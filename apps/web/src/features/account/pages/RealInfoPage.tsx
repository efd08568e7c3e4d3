import { Dialog, Form, Input, List } from "antd-mobile";
import { idCardSchema, realNameSchema, type RealNameParams } from "@lottery/contract";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { useProfile } from "../api/profile.ts";
import { useVerifyRealName } from "../api/real-name.ts";
import { AccountLayout, AccountNote, SubmitButton } from "../components/AccountLayout.tsx";
import { ProfileSkeleton } from "../components/ProfileSkeleton.tsx";
import { schemaRule } from "../components/validators.ts";
import { isValidIdCard } from "../id-card.ts";

const idCardChecksumRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value === "string" && idCardSchema.safeParse(value.trim()).success && !isValidIdCard(value)) {
      throw new Error(accountMessages.idCardInvalid);
    }
  },
};

function VerifiedRealName({ realName, idCard }: { realName: string; idCard: string }) {
  return (
    <>
      <List mode="card">
        <List.Item extra={realName}>{accountMessages.realName}</List.Item>
        <List.Item extra={idCard}>{accountMessages.idCardLabel}</List.Item>
      </List>
      <AccountNote>{accountMessages.realNameVerified}</AccountNote>
    </>
  );
}

function RealNameForm() {
  const mutation = useVerifyRealName();
  const onFinish = async (values: RealNameParams) => {
    const params = { realName: values.realName.trim(), idCard: values.idCard.trim().toUpperCase() };
    const confirmed = await Dialog.confirm({
      title: accountMessages.realNameConfirmTitle,
      content: (
        <div className="dialog-lines">
          {accountMessages.realNameConfirmBody(params.realName, params.idCard)}
        </div>
      ),
    });
    if (!confirmed) return;
    try {
      await mutation.mutateAsync(params);
    } catch {
      return;
    }
    showToast(accountMessages.realNameDone);
  };

  return (
    <Form
      layout="horizontal"
      mode="card"
      onFinish={onFinish}
      footer={<SubmitButton text={accountMessages.submit} loading={mutation.isPending} />}
    >
      <Form.Item
        name="realName"
        label={accountMessages.realName}
        rules={[schemaRule(realNameSchema, accountMessages.realNameRequired)]}
      >
        <Input placeholder={accountMessages.realNamePlaceholder} clearable maxLength={20} />
      </Form.Item>
      <Form.Item
        name="idCard"
        label={accountMessages.idCardLabel}
        rules={[schemaRule(idCardSchema, accountMessages.idCardRequired), idCardChecksumRule]}
      >
        <Input placeholder={accountMessages.idCardPlaceholder} clearable maxLength={18} />
      </Form.Item>
    </Form>
  );
}

/** /realInfo: real name and ID number, once (须年满18周岁); afterwards shown masked, read-only. */
export default function RealInfoPage() {
  const profile = useProfile().data;
  return (
    <AccountLayout title={accountMessages.realInfoTitle}>
      {!profile ? (
        <ProfileSkeleton />
      ) : profile.realName ? (
        <VerifiedRealName realName={profile.realName} idCard={profile.idCard} />
      ) : (
        <>
          <AccountNote warning>{accountMessages.realNameNote}</AccountNote>
          <RealNameForm />
        </>
      )}
    </AccountLayout>
  );
}
