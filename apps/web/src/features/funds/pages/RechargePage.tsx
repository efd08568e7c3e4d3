import { useNavigate, useSearchParams } from "react-router";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { fundsMessages } from "../../../messages/funds.ts";
import { useRechargeChannels } from "../api/channels.ts";
import { BalanceCard } from "../components/BalanceCard.tsx";
import { ChannelList } from "../components/ChannelList.tsx";
import { FundsLayout } from "../components/FundsLayout.tsx";
import { OrderOutcomeView } from "../components/OrderOutcomeView.tsx";
import { RechargeBanners } from "../components/RechargeBanners.tsx";
import { lastRecharge, rechargeConfigurePath } from "../logic/last-recharge.ts";
import "../components/recharge.css";

function Channels() {
  const navigate = useNavigate();
  const channels = useRechargeChannels();
  return (
    <LoadState
      status={channels.status}
      empty={channels.data?.length === 0}
      emptyText={fundsMessages.noChannels}
      onRetry={() => void channels.refetch()}
    >
      <ChannelList
        channels={channels.data ?? []}
        lastChannel={lastRecharge()?.channel}
        onChoose={(channel) => navigate(rechargeConfigurePath(channel.code))}
      />
    </LoadState>
  );
}

/**
 * /rechargeType6 (充值): banners, balance and the channels; back from the cashier page
 * (`?orderNo=`) it shows that order's outcome instead.
 */
export default function RechargePage() {
  const [search] = useSearchParams();
  const orderNo = search.get("orderNo");
  return (
    <FundsLayout
      title={fundsMessages.rechargeTitle}
      right={<HeaderLink text={fundsMessages.records} to={paths.billingDetails} />}
    >
      {orderNo ? (
        <OrderOutcomeView key={orderNo} orderNo={orderNo} />
      ) : (
        <>
          <RechargeBanners />
          <BalanceCard />
          <Channels />
        </>
      )}
    </FundsLayout>
  );
}
