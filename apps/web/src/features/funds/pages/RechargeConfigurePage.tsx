import { Button, ErrorBlock } from "antd-mobile";
import { useNavigate, useSearchParams } from "react-router";
import type { RechargeChannel } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { fundsMessages } from "../../../messages/funds.ts";
import { useRechargeChannels } from "../api/channels.ts";
import { AmountForm } from "../components/AmountForm.tsx";
import { FundsLayout } from "../components/FundsLayout.tsx";
import { limitText } from "../../../lib/amount-input.ts";
import "../components/recharge.css";
import "../../../components/blocks.css";

function ChannelCard({ channel }: { channel: RechargeChannel }) {
  return (
    <section className="panel funds-channel-card">
      <span className="funds-channel-icon">{channel.name.slice(0, 1)}</span>
      <div>
        <div className="funds-channel-name">{channel.name}</div>
        <div className="funds-row-time">
          {fundsMessages.channelLimits(limitText(channel.min), limitText(channel.max))}
        </div>
      </div>
    </section>
  );
}

function Unavailable() {
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" title={fundsMessages.channelUnavailable} description="">
      <Button color="primary" fill="outline" onClick={() => navigate(paths.rechargeType6, { replace: true })}>
        {fundsMessages.chooseOtherChannel}
      </Button>
    </ErrorBlock>
  );
}

/** /rechargeConfigure?channel=<code> (充值金额): the channel, its amounts, and 立即充值 to its payment page. */
export default function RechargeConfigurePage() {
  const [search] = useSearchParams();
  const code = search.get("channel") ?? "";
  const channels = useRechargeChannels();
  const channel = channels.data?.find((row) => row.code === code);
  return (
    <FundsLayout title={fundsMessages.rechargeAmountTitle}>
      <LoadState status={channels.status} onRetry={() => void channels.refetch()}>
        {channel ? (
          <>
            <ChannelCard channel={channel} />
            <AmountForm key={channel.code} channel={channel} />
          </>
        ) : (
          <Unavailable />
        )}
      </LoadState>
    </FundsLayout>
  );
}
