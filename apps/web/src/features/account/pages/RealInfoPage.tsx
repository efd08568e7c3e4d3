import { Dialog, Form, Input, List } from "antd-mobile";
import { idCardSchema, realNameSchema, type RealNameParams } from "@lottery/contract";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages/index.ts";
import { useProfile } from "../api/profile.ts";
import { useVerifyRealName } from "../api/real-name.ts";
import { AccountLayout, AccountNote, SubmitButton } from "../components/AccountLayout.tsx";
import { ProfileSkeleton } from "../components/ProfileSkeleton.tsx";
import { schemaRule } from "../components/validators.ts";
import { isValidIdCard } from "../id-card.ts";

const idCardChecksumRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value === "string" && idCardSchema.safeParse(value.trim()).success && !isValidIdCard(value)) {
      throw new Error(messages.idCardInvalid);
    }
  },
};

function VerifiedRealName({ realName, idCard }: { realName: string; idCard: string }) {
  return (
    <>
      <List mode="card">
        <List.Item extra={realName}>{messages.realName}</List.Item>
        <List.Item extra={idCard}>{messages.idCardLabel}</List.Item>
      </List>
      <AccountNote>{messages.realNameVerified}</AccountNote>
    </>
  );
}

function RealNameForm() {
  const mutation = useVerifyRealName();
  const onFinish = async (values: RealNameParams) => {
    const params = { realName: values.realName.trim(), idCard: values.idCard.trim().toUpperCase() };
    const confirmed = await Dialog.confirm({
      title: messages.realNameConfirmTitle,
      content: (
        <div className="dialog-lines">{messages.realNameConfirmBody(params.realName, params.idCard)}</div>
      ),
    });
    if (!confirmed) return;
    try {
      await mutation.mutateAsync(params);
    } catch {
      return;
    }
    showToast(messages.realNameDone);
  };

  return (
    <Form
      layout="horizontal"
      mode="card"
      onFinish={onFinish}
      footer={<SubmitButton text={messages.submit} loading={mutation.isPending} />}
    >
      <Form.Item
        name="realName"
        label={messages.realName}
        rules={[schemaRule(realNameSchema, messages.realNameRequired)]}
      >
        <Input placeholder={messages.realNamePlaceholder} clearable maxLength={20} />
      </Form.Item>
      <Form.Item
        name="idCard"
        label={messages.idCardLabel}
        rules={[schemaRule(idCardSchema, messages.idCardRequired), idCardChecksumRule]}
      >
        <Input placeholder={messages.idCardPlaceholder} clearable maxLength={18} />
      </Form.Item>
    </Form>
  );
}

/** /realInfo: real name and ID number, once (须年满18周岁); afterwards shown masked, read-only. */
export default function RealInfoPage() {
  const profile = useProfile().data;
  return (
    <AccountLayout title={messages.realInfoTitle}>
      {!profile ? (
        <ProfileSkeleton />
      ) : profile.realName ? (
        <VerifiedRealName realName={profile.realName} idCard={profile.idCard} />
      ) : (
        <>
          <AccountNote warning>{messages.realNameNote}</AccountNote>
          <RealNameForm />
        </>
      )}
    </AccountLayout>
  );
}
