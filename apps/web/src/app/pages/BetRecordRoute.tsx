import { SchemeRecordsProvider } from "../../components/SchemeRecordsSlot.tsx";
import BetRecordPage from "../../features/lottery/pages/BetRecordPage.tsx";
import { MySchemeRecords } from "../../features/together/components/MySchemeRecords.tsx";

/** /betRecord: the record page (lottery) with the 合买 screens' list of my schemes in its 合买 tab. */
export default function BetRecordRoute() {
  return (
    <SchemeRecordsProvider value={MySchemeRecords}>
      <BetRecordPage />
    </SchemeRecordsProvider>
  );
}
