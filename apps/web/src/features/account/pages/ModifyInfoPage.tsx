import { Form, Input, Radio, Space, TextArea } from "antd-mobile";
import { modifyInfoParams, type ModifyInfoParams, type Profile } from "@lottery/contract";
import { accountMessages } from "../../../messages/account.ts";
import { useModifyInfo } from "../api/modify-info.ts";
import { useProfile } from "../api/profile.ts";
import { AccountLayout, SubmitButton } from "../components/AccountLayout.tsx";
import { ProfileSkeleton } from "../components/ProfileSkeleton.tsx";
import { schemaMessage } from "../components/validators.ts";
import { useDoneAndBack } from "../hooks/useDoneAndBack.ts";

type InfoValues = Required<ModifyInfoParams>;

const GENDERS = ["0", "1", "2"] as const;

/** An optional field checked by its part of the contract's schema (empty is allowed: it clears). */
function fieldRule(field: "qq" | "intro") {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const message = schemaMessage(modifyInfoParams.shape[field], value ?? "");
      if (message) throw new Error(message);
    },
  };
}

function InfoForm({ profile }: { profile: Profile }) {
  const mutation = useModifyInfo();
  const doneAndBack = useDoneAndBack(accountMessages.saved);
  const onFinish = (values: InfoValues) =>
    doneAndBack(() =>
      mutation.mutateAsync({ gender: values.gender, qq: values.qq.trim(), intro: values.intro.trim() }),
    );

  return (
    <Form
      layout="horizontal"
      mode="card"
      initialValues={{ gender: profile.gender, qq: profile.qq, intro: profile.intro }}
      onFinish={onFinish}
      footer={<SubmitButton text={accountMessages.save} loading={mutation.isPending} />}
    >
      <Form.Item name="gender" label={accountMessages.gender}>
        <Radio.Group>
          <Space>
            {GENDERS.map((gender) => (
              <Radio key={gender} value={gender}>
                {accountMessages.genders[gender]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="qq" label={accountMessages.qq} rules={[fieldRule("qq")]}>
        <Input placeholder={accountMessages.qqPlaceholder} inputMode="numeric" clearable maxLength={12} />
      </Form.Item>
      <Form.Item name="intro" label={accountMessages.intro} layout="vertical" rules={[fieldRule("intro")]}>
        <TextArea placeholder={accountMessages.introPlaceholder} maxLength={30} showCount rows={2} />
      </Form.Item>
    </Form>
  );
}

/** /modifyInfo: gender, QQ and 个性签名. */
export default function ModifyInfoPage() {
  const profile = useProfile().data;
  return (
    <AccountLayout title={accountMessages.modifyInfoTitle}>
      {profile ? <InfoForm profile={profile} /> : <ProfileSkeleton />}
    </AccountLayout>
  );
}
