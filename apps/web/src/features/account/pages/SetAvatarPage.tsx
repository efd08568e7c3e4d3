import { DotLoading, Grid } from "antd-mobile";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { useAvatarList, useSetAvatar } from "../api/avatars.ts";
import { AccountLayout, AccountNote } from "../components/AccountLayout.tsx";

/** /SetAvatar: the avatars on offer, the current one marked; a tap chooses one. */
export default function SetAvatarPage() {
  const { data } = useAvatarList();
  const mutation = useSetAvatar();

  const choose = async (id: number) => {
    if (id === data?.currentId || mutation.isPending) return;
    try {
      await mutation.mutateAsync(id);
    } catch {
      return;
    }
    showToast(accountMessages.avatarChanged);
  };

  return (
    <AccountLayout title={accountMessages.setAvatarTitle}>
      <AccountNote>{accountMessages.setAvatarHint}</AccountNote>
      {!data ? (
        <div className="route-loading">
          <DotLoading color="primary" />
        </div>
      ) : (
        <Grid columns={4} gap={12} className="avatar-grid">
          {data.list.map((avatar) => {
            const current = avatar.id === data.currentId;
            return (
              <Grid.Item key={avatar.id}>
                <button
                  type="button"
                  className={`avatar-option${current ? " avatar-current" : ""}`}
                  aria-pressed={current}
                  aria-label={accountMessages.avatarOption(avatar.id)}
                  onClick={() => void choose(avatar.id)}
                >
                  <img src={avatar.url} alt="" />
                  {current && <span className="avatar-check">✓</span>}
                </button>
              </Grid.Item>
            );
          })}
        </Grid>
      )}
    </AccountLayout>
  );
}
