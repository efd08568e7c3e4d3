import { useState } from "react";
import { Button, TextArea } from "antd-mobile";
import { INTRODUCTION_MAX } from "@lottery/contract";
import { useSaveCommunitySettings } from "../../../lib/api/community.ts";
import { showToast } from "../../../lib/toast.ts";
import { communityMessages } from "../../../messages/community.ts";

const c = communityMessages.community;

/** 个人简介 on my homepage: 编辑简介 opens a box of at most 60 characters; 保存 sends it. */
export function IntroductionEditor({ introduction }: { introduction: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const { save, pending } = useSaveCommunitySettings();
  if (draft === null) {
    return (
      <div className="home-switch">
        <div>{c.introductionTitle}</div>
        <Button size="mini" fill="outline" onClick={() => setDraft(introduction)}>
          {c.editIntroduction}
        </Button>
      </div>
    );
  }
  const submit = async () => {
    await save({ introduction: draft.trim() });
    setDraft(null);
    showToast(c.introductionSaved);
  };
  return (
    <div className="home-intro-edit" data-testid="intro-editor">
      <TextArea
        value={draft}
        onChange={setDraft}
        placeholder={c.introductionPlaceholder}
        maxLength={INTRODUCTION_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        aria-label={c.introductionTitle}
      />
      <div className="home-intro-buttons">
        <Button size="small" onClick={() => setDraft(null)}>
          {c.cancel}
        </Button>
        <Button
          size="small"
          color="danger"
          loading={pending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {c.save}
        </Button>
      </div>
    </div>
  );
}
