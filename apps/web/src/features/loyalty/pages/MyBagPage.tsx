import { useState } from "react";
import { Tabs } from "antd-mobile";
import { itemStates, type InventoryItem, type ItemState } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import { useInventory } from "../api/loyalty.ts";
import { LoyaltyLayout } from "../components/LoyaltyLayout.tsx";

function ItemRow({ item }: { item: InventoryItem }) {
  return (
    <div className="loyalty-row">
      <div>
        <div>{item.name}</div>
        {item.value !== null && (
          <div className="loyalty-row-sub">
            {loyaltyMessages.loyaltyRemaining(formatYuan(item.remaining), formatYuan(item.value))}
          </div>
        )}
        <div className="loyalty-row-sub">{loyaltyMessages.loyaltySource(item.sourceText)}</div>
        {item.expiresAt && (
          <div className="loyalty-row-sub">
            {loyaltyMessages.loyaltyExpiresAt(formatChinaDateTime(item.expiresAt))}
          </div>
        )}
      </div>
      <span>{item.stateText}</span>
    </div>
  );
}

function ItemList({ state }: { state: ItemState }) {
  const query = useInventory(state);
  return (
    <PagedList
      query={query}
      emptyText={loyaltyMessages.loyaltyBagEmpty}
      renderItem={(item) => <ItemRow key={item.id} item={item} />}
    />
  );
}

/** /MyBag 我的背包: red packets and make-up cards by state, with source and expiry. */
export default function MyBagPage() {
  const [state, setState] = useState<ItemState>("usable");
  return (
    <LoyaltyLayout title={loyaltyMessages.loyaltyBagTitle}>
      <Tabs activeKey={state} onChange={(key) => setState(key as ItemState)}>
        {itemStates.map((key) => (
          <Tabs.Tab key={key} title={loyaltyMessages.loyaltyBagTabs[key]} />
        ))}
      </Tabs>
      <ItemList key={state} state={state} />
    </LoyaltyLayout>
  );
}
