import { Form, Input } from "antd-mobile";
import { nickNameSchema } from "@lottery/contract";
import { useSession } from "../../../lib/session.ts";
import { accountMessages } from "../../../messages/account.ts";
import { useSetNickName } from "../api/set-name.ts";
import { AccountLayout, AccountNote, SubmitButton } from "../components/AccountLayout.tsx";
import { schemaRule } from "../components/validators.ts";
import { useDoneAndBack } from "../hooks/useDoneAndBack.ts";

/** /setUserName: the nickname other players see (unique; 2–12 characters). */
export default function SetUserNamePage() {
  const nickName = useSession((s) => s.userInfo?.NickName ?? "");
  const mutation = useSetNickName();
  const doneAndBack = useDoneAndBack(accountMessages.saved);

  const onFinish = ({ nickName }: { nickName: string }) =>
    doneAndBack(() => mutation.mutateAsync({ nickName: nickName.trim() }));

  return (
    <AccountLayout title={accountMessages.setNickNameTitle}>
      <Form
        layout="horizontal"
        mode="card"
        initialValues={{ nickName }}
        onFinish={onFinish}
        footer={<SubmitButton text={accountMessages.save} loading={mutation.isPending} />}
      >
        <Form.Item
          name="nickName"
          label={accountMessages.nickName}
          rules={[schemaRule(nickNameSchema, accountMessages.nickNameRequired)]}
        >
          <Input placeholder={accountMessages.nickNamePlaceholder} clearable maxLength={12} />
        </Form.Item>
      </Form>
      <AccountNote>{accountMessages.nickNameHint}</AccountNote>
    </AccountLayout>
  );
}
