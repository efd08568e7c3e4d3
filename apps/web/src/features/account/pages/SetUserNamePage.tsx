import { Form, Input } from "antd-mobile";
import { nickNameSchema } from "@lottery/contract";
import { useSession } from "../../../lib/session.ts";
import { messages } from "../../../messages/index.ts";
import { useSetNickName } from "../api/set-name.ts";
import { AccountLayout, AccountNote, SubmitButton } from "../components/AccountLayout.tsx";
import { schemaRule } from "../components/validators.ts";
import { useDoneAndBack } from "../hooks/useDoneAndBack.ts";

/** /setUserName: the nickname other players see (unique; 2–12 characters). */
export default function SetUserNamePage() {
  const nickName = useSession((s) => s.userInfo?.NickName ?? "");
  const mutation = useSetNickName();
  const doneAndBack = useDoneAndBack(messages.saved);

  const onFinish = ({ nickName }: { nickName: string }) =>
    doneAndBack(() => mutation.mutateAsync({ nickName: nickName.trim() }));

  return (
    <AccountLayout title={messages.setNickNameTitle}>
      <Form
        layout="horizontal"
        mode="card"
        initialValues={{ nickName }}
        onFinish={onFinish}
        footer={<SubmitButton text={messages.save} loading={mutation.isPending} />}
      >
        <Form.Item
          name="nickName"
          label={messages.nickName}
          rules={[schemaRule(nickNameSchema, messages.nickNameRequired)]}
        >
          <Input placeholder={messages.nickNamePlaceholder} clearable maxLength={12} />
        </Form.Item>
      </Form>
      <AccountNote>{messages.nickNameHint}</AccountNote>
    </AccountLayout>
  );
}
