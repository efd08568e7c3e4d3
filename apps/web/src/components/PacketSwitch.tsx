import { Switch } from "antd-mobile";
import { formatMoney } from "@lottery/rules";
import { lotteryMessages } from "../messages/lottery.ts";
import type { PacketChoiceModel } from "../lib/api/packets.ts";
import "./packet-switch.css";

/**
 * The red packet paying the bet first (bet credit), on the number pages, the sports slip, 传统足彩 and
 * 奖金优化: the best one preselected, a switch to pay in cash. Nothing without a usable packet.
 */
export function PacketSwitch({ packets }: { packets: PacketChoiceModel }) {
  const best = packets.best;
  if (!best) return null;
  return (
    <div className="confirm-packet" data-testid="packet-switch">
      <span>{lotteryMessages.lottery.packetUse(formatMoney(best.creditFen), best.packet.name)}</span>
      <Switch checked={!packets.off} onChange={(on) => packets.setOff(!on)} />
    </div>
  );
}
