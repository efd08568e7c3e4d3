import { Button, List, ProgressBar } from "antd-mobile";
import { useNavigate } from "react-router";
import { messages } from "../../../messages/index.ts";
import { useProfile } from "../api/profile.ts";
import { completionItems, requiredProgress } from "../completion.ts";
import { AccountLayout, AccountNote } from "../components/AccountLayout.tsx";
import { ProfileSkeleton } from "../components/ProfileSkeleton.tsx";

/** /completeInfo: what a withdrawal still needs, each item with the page that completes it. */
export default function CompleteInfoPage() {
  const navigate = useNavigate();
  const profile = useProfile().data;
  if (!profile) {
    return (
      <AccountLayout title={messages.completeInfoTitle}>
        <ProfileSkeleton />
      </AccountLayout>
    );
  }
  const items = completionItems(profile);
  const { done, total } = requiredProgress(items);

  return (
    <AccountLayout title={messages.completeInfoTitle}>
      <section className="completion-progress">
        <div className="completion-progress-text" data-testid="completion-progress">
          {done === total ? messages.completionAllDone : messages.completionProgress(done, total)}
        </div>
        <ProgressBar percent={(done / total) * 100} />
      </section>
      <List mode="card">
        {items.map((item) => (
          <List.Item
            key={item.key}
            description={messages.completionHints[item.key]}
            extra={
              item.done ? (
                <span className="completion-done">{messages.completionDone}</span>
              ) : (
                <Button size="mini" color="primary" shape="rounded" onClick={() => navigate(item.to)}>
                  {messages.completionGo}
                </Button>
              )
            }
          >
            {messages.completionLabels[item.key]}
            {!item.required && <span className="completion-optional">{messages.optional}</span>}
          </List.Item>
        ))}
      </List>
      <AccountNote>{messages.completeInfoHint}</AccountNote>
    </AccountLayout>
  );
}
