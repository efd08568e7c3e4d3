import type { PlayerDetail } from "@lottery/contract";
import { Alert, Card, Spin, Tabs } from "antd";
import { useParams, useSearchParams } from "react-router";
import { PageCard } from "../../components/PageCard.tsx";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { DETAIL_PATH } from "./api.ts";
import { playerMessages as m } from "./messages.ts";
import { PlayerActions } from "./PlayerActions.tsx";
import { PlayerFundsTab } from "./PlayerFundsTab.tsx";
import { PlayerInfo } from "./PlayerInfo.tsx";
import { PlayerLoginsTab } from "./PlayerLoginsTab.tsx";
import { PlayerOrdersTab } from "./PlayerOrdersTab.tsx";
import { PlayerSaferTab } from "./PlayerSaferTab.tsx";

/** /players/:mid: details, balances, payout accounts, actions, and orders / funds / logins / safer-play tabs. */
export default function PlayerDetailPage() {
  const mid = Number(useParams().mid);
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") ?? "orders";
  const detail = useApiQuery<PlayerDetail>(
    DETAIL_PATH,
    { mid },
    { enabled: Number.isSafeInteger(mid) && mid > 0 },
  );
  const player = detail.data;
  return (
    <PageCard
      title={m.detailTitle(player?.userName ?? String(mid))}
      extra={player ? <PlayerActions player={player} /> : null}
    >
      {detail.error ? <Alert type="error" showIcon message={detail.error.message} /> : null}
      <Spin spinning={detail.isLoading}>{player ? <PlayerInfo player={player} /> : null}</Spin>
      {player ? (
        <Card size="small">
          <Tabs
            activeKey={tab}
            onChange={(next) => setParams({ tab: next })}
            destroyOnHidden
            items={[
              { key: "orders", label: m.tabs.orders, children: <PlayerOrdersTab mid={mid} /> },
              { key: "funds", label: m.tabs.funds, children: <PlayerFundsTab mid={mid} /> },
              { key: "logins", label: m.tabs.logins, children: <PlayerLoginsTab mid={mid} /> },
              { key: "safer", label: m.tabs.safer, children: <PlayerSaferTab mid={mid} /> },
            ]}
          />
        </Card>
      ) : null}
    </PageCard>
  );
}
