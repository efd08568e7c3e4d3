import { Form, Input } from "antd";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { communityMessages as m } from "./messages.ts";

interface Words {
  words: string[];
}

const toForm = (models: Words) => ({ words: models.words.join("\n") });
const toBody = (values: Record<string, unknown>) => ({
  words: String(values.words ?? "")
    .split(/\r?\n/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0),
});

/** 敏感词: the operator-edited list new comments, replies and homepage introductions may not hold. */
export default function SensitiveWordsPage() {
  return (
    <PageCard title={m.wordsTitle}>
      <SettingsForm<Words> path="/community/words" toForm={toForm} toBody={toBody}>
        <Form.Item name="words" label={m.words} extra={m.wordsHint}>
          <Input.TextArea rows={16} />
        </Form.Item>
      </SettingsForm>
    </PageCard>
  );
}
