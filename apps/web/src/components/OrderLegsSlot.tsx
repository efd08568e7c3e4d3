import { createContext, useContext, type ComponentType } from "react";

/** What renders the legs of a sports order: order/detail's `sports` part, as the server sent it. */
export type OrderLegsView = ComponentType<{ sports: unknown }>;

const OrderLegsContext = createContext<OrderLegsView | null>(null);

/**
 * Where an order page shows a sports order's legs. Features never import each other, so the order
 * page (lottery) leaves this slot and the app fills it with the sports screens' view through
 * OrderLegsProvider; without a provider the slot stays empty.
 */
export function OrderLegsSlot({ sports }: { sports: unknown }) {
  const View = useContext(OrderLegsContext);
  return View ? <View sports={sports} /> : null;
}

export const OrderLegsProvider = OrderLegsContext.Provider;
