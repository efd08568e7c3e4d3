import { Button } from "antd-mobile";
import type { StoreProduct } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import { useProducts } from "../api/loyalty.ts";
import { LoyaltyLayout } from "../components/LoyaltyLayout.tsx";
import { useBuy } from "../hooks/useBuy.ts";

function ProductCard(props: {
  product: StoreProduct;
  disabled: boolean;
  buying: boolean;
  onBuy: () => void;
}) {
  const { product } = props;
  const soldOut = product.stockLeft === 0;
  return (
    <div className="loyalty-product">
      <div className="loyalty-product-name">{product.name}</div>
      <div className="loyalty-product-price">{loyaltyMessages.loyaltyPointsUnit(product.price)}</div>
      <div className="loyalty-product-sub">
        {product.stockLeft === null
          ? loyaltyMessages.loyaltyUnlimited
          : loyaltyMessages.loyaltyStockLeft(product.stockLeft)}
        {` · ${loyaltyMessages.loyaltyValidDays(product.validDays)}`}
      </div>
      <Button
        block
        size="small"
        color="danger"
        disabled={soldOut || props.disabled}
        loading={props.buying}
        onClick={props.onBuy}
      >
        {soldOut ? loyaltyMessages.loyaltySoldOut : loyaltyMessages.loyaltyExchange}
      </Button>
    </div>
  );
}

/** /Store 积分商城: red packets (bet credit) and make-up cards for points, daily stock and limit. */
export default function StorePage() {
  const query = useProducts();
  const { buy, buyingId } = useBuy();
  const store = query.data;
  const left = store ? Math.max(0, store.perPlayerDaily - store.boughtToday) : 0;
  return (
    <LoyaltyLayout
      title={loyaltyMessages.loyaltyStoreTitle}
      right={<HeaderLink text={loyaltyMessages.loyaltyBagTitle} to={paths.myBag} />}
    >
      <LoadState
        status={query.status}
        empty={store?.list.length === 0}
        emptyText={loyaltyMessages.loyaltyNoProducts}
        onRetry={() => void query.refetch()}
      >
        {store && (
          <>
            <div className="loyalty-row">
              <span>{loyaltyMessages.loyaltyMyPoints(store.points)}</span>
              <span>{loyaltyMessages.loyaltyExchangesLeft(left)}</span>
            </div>
            <div className="loyalty-products">
              {store.list.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  disabled={left === 0 || product.price > store.points}
                  buying={buyingId === product.id}
                  onBuy={() => void buy(product)}
                />
              ))}
            </div>
          </>
        )}
      </LoadState>
    </LoyaltyLayout>
  );
}
