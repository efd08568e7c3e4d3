import { Button } from "antd-mobile";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { LoyaltyTask, TaskCode } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { showToast } from "../../../lib/toast.ts";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import { claimTask, loyaltyKey, useTasks } from "../api/loyalty.ts";

/** Where 去完成 leads for each task (daily login is done by being here). */
const TASK_PAGES: Record<TaskCode, string> = {
  first_recharge: paths.rechargeType6,
  bind_card: paths.addBank,
  real_name: paths.realInfo,
  first_bet: paths.home,
  daily_login: paths.memberCenter,
};

function TaskAction({ task, onClaim }: { task: LoyaltyTask; onClaim: () => void }) {
  const navigate = useNavigate();
  if (task.state === "claimable")
    return (
      <Button size="mini" color="danger" onClick={onClaim}>
        {task.stateText}
      </Button>
    );
  if (task.state === "todo")
    return (
      <Button size="mini" fill="outline" onClick={() => navigate(TASK_PAGES[task.code])}>
        {task.stateText}
      </Button>
    );
  return <span className="loyalty-row-sub">{task.stateText}</span>;
}

/** 积分任务 on /memberCenter: each task's points, claimed by hand once done (每日登录 every day). */
export function TaskList() {
  const query = useTasks();
  const claim = useMutation({
    mutationFn: claimTask,
    onSuccess: (models) => {
      showToast(loyaltyMessages.loyaltyTaskDone(models.points));
      void queryClient.invalidateQueries({ queryKey: loyaltyKey });
    },
  });
  const list = query.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="loyalty-tasks" data-testid="loyalty-tasks">
      <div className="loyalty-section-title">{loyaltyMessages.loyaltyTasksTitle}</div>
      {list.map((task) => (
        <div key={task.code} className="loyalty-row">
          <div>
            <div>{task.name}</div>
            <div className="loyalty-row-sub">
              {task.daily
                ? loyaltyMessages.loyaltyTaskDaily(task.points)
                : loyaltyMessages.loyaltyTaskOnce(task.points)}
            </div>
          </div>
          <TaskAction task={task} onClaim={() => claim.mutate(task.code)} />
        </div>
      ))}
    </section>
  );
}
