import { Button, List, ProgressBar } from "antd-mobile";
import { useNavigate } from "react-router";
import { accountMessages } from "../../../messages/account.ts";
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
      <AccountLayout title={accountMessages.completeInfoTitle}>
        <ProfileSkeleton />
      </AccountLayout>
    );
  }
  const items = completionItems(profile);
  const { done, total } = requiredProgress(items);

  return (
    <AccountLayout title={accountMessages.completeInfoTitle}>
      <section className="completion-progress">
        <div className="completion-progress-text" data-testid="completion-progress">
          {done === total
            ? accountMessages.completionAllDone
            : accountMessages.completionProgress(done, total)}
        </div>
        <ProgressBar percent={(done / total) * 100} />
      </section>
      <List mode="card">
        {items.map((item) => (
          <List.Item
            key={item.key}
            description={accountMessages.completionHints[item.key]}
            extra={
              item.done ? (
                <span className="completion-done">{accountMessages.completionDone}</span>
              ) : (
                <Button size="mini" color="primary" shape="rounded" onClick={() => navigate(item.to)}>
                  {accountMessages.completionGo}
                </Button>
              )
            }
          >
            {accountMessages.completionLabels[item.key]}
            {!item.required && <span className="completion-optional">{accountMessages.optional}</span>}
          </List.Item>
        ))}
      </List>
      <AccountNote>{accountMessages.completeInfoHint}</AccountNote>
    </AccountLayout>
  );
}
