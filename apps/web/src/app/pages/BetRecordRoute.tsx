import { FollowRecordsProvider, type FollowRecordsViews } from "../../components/FollowRecordsSlot.tsx";
import { SchemeRecordsProvider } from "../../components/SchemeRecordsSlot.tsx";
import { MyFollowOrderRecords, MyReleaseRecords } from "../../features/follow/components/MyFollowRecords.tsx";
import BetRecordPage from "../../features/lottery/pages/BetRecordPage.tsx";
import { MySchemeRecords } from "../../features/together/components/MySchemeRecords.tsx";

const FOLLOW_VIEWS: FollowRecordsViews = { releases: MyReleaseRecords, follows: MyFollowOrderRecords };

/**
 * /betRecord: the record page (lottery) with the 合买 screens' list of my schemes in its 合买 tab and
 * the 跟单 screens' lists of my releases and follows in its 发单 and 跟单 tabs.
 */
export default function BetRecordRoute() {
  return (
    <SchemeRecordsProvider value={MySchemeRecords}>
      <FollowRecordsProvider value={FOLLOW_VIEWS}>
        <BetRecordPage />
      </FollowRecordsProvider>
    </SchemeRecordsProvider>
  );
}
