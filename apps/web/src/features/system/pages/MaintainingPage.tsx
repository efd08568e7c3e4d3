import { useNavigate } from "react-router";
import { StatusPage } from "../../../components/StatusPage.tsx";
import { paths } from "../../../lib/paths.ts";
import { showRequestError, showToast } from "../../../lib/toast.ts";
import { systemMessages } from "../../../messages/system.ts";
import { useCheckSystemStatus } from "../api/check-system-status.ts";

/** /maintaining: 系统维护中, with 重新检测 asking CheckSystemStatus and going home once it is up. */
export default function MaintainingPage() {
  const navigate = useNavigate();
  const check = useCheckSystemStatus();

  const recheck = async () => {
    try {
      const result = await check.mutateAsync();
      if (result.up) navigate(paths.home, { replace: true });
      else showToast(result.message || systemMessages.stillMaintaining);
    } catch {
      showRequestError();
    }
  };

  return (
    <StatusPage
      title={systemMessages.maintainingTitle}
      description={systemMessages.maintainingBody}
      status="busy"
      back={false}
      actionText={systemMessages.recheck}
      actionLoading={check.isPending}
      onAction={recheck}
    />
  );
}
