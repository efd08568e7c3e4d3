import { OrderLegsProvider } from "../../components/OrderLegsSlot.tsx";
import OrderDetailsPage from "../../features/lottery/pages/OrderDetailsPage.tsx";
import { SportsOrderLegs } from "../../features/sports/components/SportsOrderLegs.tsx";

/** /orderDetails: the order page (lottery) with the sports screens' legs view in its legs slot. */
export default function OrderDetailsRoute() {
  return (
    <OrderLegsProvider value={SportsOrderLegs}>
      <OrderDetailsPage />
    </OrderLegsProvider>
  );
}
