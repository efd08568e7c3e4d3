import { List } from "antd-mobile";
import type { RechargeChannel } from "@lottery/contract";
import { fundsMessages } from "../../../messages/funds.ts";
import { limitText } from "../../../lib/amount-input.ts";
import "../../../components/blocks.css";

/** The recharge channels with their limits; the last used one is marked. */
export function ChannelList(props: {
  channels: readonly RechargeChannel[];
  lastChannel: string | undefined;
  onChoose: (channel: RechargeChannel) => void;
}) {
  return (
    <List mode="card" header={fundsMessages.chooseChannel} className="funds-channels">
      {props.channels.map((channel) => (
        <List.Item
          key={channel.code}
          prefix={<span className="funds-channel-icon">{channel.name.slice(0, 1)}</span>}
          description={fundsMessages.channelLimits(limitText(channel.min), limitText(channel.max))}
          onClick={() => props.onChoose(channel)}
        >
          {channel.name}
          {channel.code === props.lastChannel && <span className="tag">{fundsMessages.lastUsed}</span>}
        </List.Item>
      ))}
    </List>
  );
}
