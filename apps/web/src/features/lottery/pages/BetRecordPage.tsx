import { useState } from "react";
import { Tabs } from "antd-mobile";
import type { OrderStatus } from "@lottery/contract";
import { useLocation, useNavigate } from "react-router";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PagedList } from "../../../components/PagedList.tsx";
import { paths } from "../../../lib/paths.ts";
import { accountMessages } from "../../../messages/account.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { togetherMessages } from "../../../messages/together.ts";
import { useOrderList } from "../api/orders.ts";
import { GameFilter } from "../components/GameFilter.tsx";
import { OrderRow } from "../components/OrderRow.tsx";
import { pendingGames, useLiveOrders } from "../hooks/useLiveOrders.ts";
import { ORDER_TABS } from "../logic/order-view.ts";
import { useSchemeRecordsView } from "../../../components/SchemeRecordsSlot.tsx";
import { useFollowRecordsViews } from "../../../components/FollowRecordsSlot.tsx";
import { followMessages } from "../../../messages/follow.ts";
import "../../../components/blocks.css";
import "../components/orders.css";

/** The tab of my group purchases (合买): my part of each scheme, not the initiator's orders. */
const TOGETHER_TAB = "together";
/** 追号记录: the orders of my chases (order/list chase=1). */
const CHASE_TAB = "chase";
/** My releases (发单) and my follows (跟单), from the 跟单 screens. */
const RELEASES_TAB = "release";
const FOLLOWS_TAB = "follow";
/** The tabs whose list is not order/list. */
const OTHER_TABS: readonly string[] = [TOGETHER_TAB, CHASE_TAB, RELEASES_TAB, FOLLOWS_TAB];

type RecordTab =
  OrderStatus | "" | typeof TOGETHER_TAB | typeof CHASE_TAB | typeof RELEASES_TAB | typeof FOLLOWS_TAB;

/** The tab a link asks for (`?tab=won|pending|chase|together|release|follow`, 我的's shortcuts), else 全部. */
function tabOf(search: string): RecordTab {
  const tab = new URLSearchParams(search).get("tab") ?? "";
  const known: readonly string[] = [...ORDER_TABS, ...OTHER_TABS];
  return (known.includes(tab) ? tab : "") as RecordTab;
}

/**
 * /betRecord (投注记录): the player's orders, number and sports, newest first — tabs 全部/待开奖/已中奖/追号
 * (the one a link's `?tab=` names first),
 * a game menu, pull to refresh and infinite scroll; a row opens /orderDetails. Rows still pending
 * follow their games' event stream and turn into their outcome as the draw settles. Tab 合买 lists
 * the schemes I started or joined with my shares, cost and prize part (a row opens /togetherOrder):
 * the view the app provides (SchemeRecordsSlot); tabs 发单 and 跟单 list my releases and my follows
 * (FollowRecordsSlot).
 */
export default function BetRecordPage() {
  const m = lotteryMessages.lottery;
  const location = useLocation();
  const [status, setStatus] = useState<RecordTab>(() => tabOf(location.search));
  const [gameCode, setGameCode] = useState("");
  const orderStatus = OTHER_TABS.includes(status) ? "" : (status as OrderStatus | "");
  const orders = useOrderList(orderStatus, gameCode, status === CHASE_TAB);
  useLiveOrders(pendingGames(orders.data?.pages.flatMap((page) => page.list) ?? []));
  const SchemeRecords = useSchemeRecordsView();
  const followViews = useFollowRecordsViews();
  return (
    <Page
      className="lottery-page bet-record-page"
      header={
        <PageHeader
          title={m.betRecordTitle}
          right={
            <HeaderLink text={togetherMessages.together.mineLink} to={`${paths.buyTogether}?tab=mine`} />
          }
        />
      }
    >
      <div className="order-tabs">
        <Tabs activeKey={status} onChange={(key) => setStatus(key as RecordTab)}>
          {ORDER_TABS.map((tab) => (
            <Tabs.Tab key={tab} title={m.orderTabs[tab]} />
          ))}
          <Tabs.Tab key={CHASE_TAB} title={accountMessages.chaseRecordTab} />
          {SchemeRecords && <Tabs.Tab key={TOGETHER_TAB} title={togetherMessages.together.recordTab} />}
          {followViews && <Tabs.Tab key={RELEASES_TAB} title={followMessages.follow.releasesTab} />}
          {followViews && <Tabs.Tab key={FOLLOWS_TAB} title={followMessages.follow.followsTab} />}
        </Tabs>
      </div>
      {status === TOGETHER_TAB && SchemeRecords ? (
        <SchemeRecords />
      ) : status === RELEASES_TAB && followViews ? (
        <followViews.releases />
      ) : status === FOLLOWS_TAB && followViews ? (
        <followViews.follows />
      ) : (
        <Orders orders={orders} gameCode={gameCode} onGame={setGameCode} />
      )}
    </Page>
  );
}

/** The orders of the 全部 / 待开奖 / 已中奖 tabs, with the game menu. */
function Orders({
  orders,
  gameCode,
  onGame,
}: {
  orders: ReturnType<typeof useOrderList>;
  gameCode: string;
  onGame: (code: string) => void;
}) {
  const m = lotteryMessages.lottery;
  const navigate = useNavigate();
  return (
    <>
      <GameFilter value={gameCode} onChange={onGame} />
      <PagedList
        query={orders}
        emptyText={m.noOrders}
        renderItem={(order) => (
          <OrderRow
            key={order.orderId}
            order={order}
            onOpen={(o) => navigate(`${paths.orderDetails}?orderId=${encodeURIComponent(o.orderId)}`)}
          />
        )}
        container={(rows) => <div className="order-rows">{rows}</div>}
      />
    </>
  );
}
