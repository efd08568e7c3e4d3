import { Checkbox, Form } from "antd-mobile";
import { generatePath, Link } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { accountMessages } from "../../../messages/account.ts";

/** The help topics (content module, type `terms`) holding the user agreement and the privacy policy. */
const termsPath = (name: "user-agreement" | "privacy") =>
  generatePath(paths.helpDetail, { type: "terms", name });

function TermsBox({ checked, onChange }: { checked?: boolean; onChange?: (checked: boolean) => void }) {
  const m = accountMessages.registerTerms;
  return (
    <div className="terms-field">
      <Checkbox checked={checked ?? false} onChange={onChange} aria-label={m.box}>
        {m.box}
      </Checkbox>
      <Link to={termsPath("user-agreement")}>{m.agreement}</Link>
      {m.and}
      <Link to={termsPath("privacy")}>{m.privacy}</Link>
    </div>
  );
}

/** Registration's box: the player confirms being 18 or older and accepts the terms (form value `agreeTerms`). */
export function TermsField() {
  const m = accountMessages.registerTerms;
  const ticked = (_: unknown, value: unknown) =>
    value === true ? Promise.resolve() : Promise.reject(new Error(m.required));
  return (
    <Form.Item name="agreeTerms" valuePropName="checked" rules={[{ validator: ticked }]}>
      <TermsBox />
    </Form.Item>
  );
}
