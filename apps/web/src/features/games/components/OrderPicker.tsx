import { useQuery } from "@tanstack/react-query";
import { List, Popup } from "antd-mobile";
import { formatYuan } from "../../../lib/money.ts";
import { gamesMessages } from "../../../messages/games.ts";
import { recentOrders } from "../api/games.ts";

/** A popup of the player's latest orders; picking one sends it to customer service. */
export function OrderPicker(props: {
  visible: boolean;
  onClose: () => void;
  onPick: (orderId: string) => void;
}) {
  const orders = useQuery({ queryKey: ["kefu", "orders"], queryFn: recentOrders, enabled: props.visible });
  const list = orders.data?.list ?? [];
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      bodyStyle={{ maxHeight: "60vh", overflow: "auto" }}
    >
      <List header={gamesMessages.kefuPickOrder}>
        {orders.isSuccess && list.length === 0 && <List.Item>{gamesMessages.kefuNoOrders}</List.Item>}
        {list.map((order) => (
          <List.Item
            key={order.orderId}
            description={gamesMessages.kefuOrderLine(
              order.gameName,
              formatYuan(order.amount),
              order.statusName,
            )}
            onClick={() => props.onPick(order.orderId)}
          >
            {order.orderId}
          </List.Item>
        ))}
      </List>
    </Popup>
  );
}
