import { paths } from "../../../lib/paths.ts";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { fairnessMessages as f } from "../../../messages/fairness.ts";
import { instantMessages as m } from "../../../messages/instant.ts";
import { HouseGameFairnessList } from "../components/HouseGameFairness.tsx";
import { InstantLayout } from "../components/InstantLayout.tsx";
import { InstantPrizeTables } from "../components/InstantPrizeTables.tsx";
import { VerifyGuide } from "../components/VerifyGuide.tsx";
import "../components/fairness.css";

/**
 * /fairness 公平性 (our route, public): every house game's seed commitments and revealed seeds with a
 * link to verify them, how to verify yourself, and the instant games' published prize tables.
 */
export default function FairnessPage() {
  return (
    <InstantLayout
      title={f.fairnessTitle}
      right={<HeaderLink text={m.instantVerifyLink} to={paths.fairVerify} />}
    >
      <div className="instant-section fairness-intro">{f.fairnessIntro}</div>
      <HouseGameFairnessList />
      <VerifyGuide />
      <InstantPrizeTables />
    </InstantLayout>
  );
}
