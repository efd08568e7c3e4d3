import { OrderLegsProvider } from "../../components/OrderLegsSlot.tsx";
import FollowOrderDetailPage from "../../features/follow/pages/FollowOrderDetailPage.tsx";
import { SportsOrderLegs } from "../../features/sports/components/SportsOrderLegs.tsx";

/** /followOrderDetail: a release's page (follow) with the sports screens' legs view for its ticket. */
export default function FollowOrderDetailRoute() {
  return (
    <OrderLegsProvider value={SportsOrderLegs}>
      <FollowOrderDetailPage />
    </OrderLegsProvider>
  );
}
