import { instantMessages as m } from "../../../messages/instant.ts";
import { SmallGameRecords } from "./SmallGameRecordPage.tsx";

/** /betRecordDGG: the player's 砸金蛋 plays (our reading of DGG), each linking to its fairness check. */
export default function EggRecordPage() {
  return <SmallGameRecords title={m.instantEggRecordTitle} game="egg" />;
}
