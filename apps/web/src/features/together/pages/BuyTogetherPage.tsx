import { useState } from "react";
import { Tabs } from "antd-mobile";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import type { HmListParams } from "@lottery/contract";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PagedList } from "../../../components/PagedList.tsx";
import { loginPathFor, paths } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { togetherMessages } from "../../../messages/together.ts";
import { useMySchemes, useSchemeList } from "../api/schemes.ts";
import { HotInitiators } from "../components/HotInitiators.tsx";
import { SchemeCard } from "../components/SchemeCard.tsx";
import { useSchemeStream } from "../hooks/useSchemeStream.ts";
import "../../../components/blocks.css";

const SORTS: readonly HmListParams["sort"][] = ["progress", "popularity", "record", "amount"];

/**
 * /buyTogether (the 合买 bottom tab): 合买红人 (hot initiators), then the hall of selling schemes
 * (pinned first, progress live over SSE) sorted by progress, popularity, 战绩 or size, and 我的合买 (schemes I started or joined, `?tab=mine`); a card opens /togetherOrder.
 */
export default function BuyTogetherPage() {
  const m = togetherMessages.together;
  const [query, setQuery] = useSearchParams();
  const tab = query.get("tab") === "mine" ? "mine" : "hall";
  return (
    <Page className="together-page" header={<PageHeader title={m.hallTitle} back={false} />}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setQuery(key === "mine" ? { tab: "mine" } : {}, { replace: true })}
      >
        <Tabs.Tab key="hall" title={m.hallTab} />
        <Tabs.Tab key="mine" title={m.mineTab} />
      </Tabs>
      {tab === "hall" ? <Hall /> : <Mine />}
    </Page>
  );
}

function useOpen() {
  const navigate = useNavigate();
  return (schemeId: string) => navigate(`${paths.togetherOrder}?schemeId=${encodeURIComponent(schemeId)}`);
}

function Hall() {
  const m = togetherMessages.together;
  const [sort, setSort] = useState<HmListParams["sort"]>("progress");
  const list = useSchemeList(sort);
  const open = useOpen();
  useSchemeStream(null, true);
  return (
    <>
      <HotInitiators />
      <Tabs activeKey={sort} onChange={(key) => setSort(key as HmListParams["sort"])}>
        {SORTS.map((key) => (
          <Tabs.Tab key={key} title={m.sorts[key]} />
        ))}
      </Tabs>
      <PagedList
        query={list}
        emptyText={m.noSchemes}
        renderItem={(scheme) => <SchemeCard key={scheme.schemeId} scheme={scheme} onOpen={open} />}
        container={(rows) => <div className="together-list">{rows}</div>}
      />
    </>
  );
}

function Mine() {
  const loggedIn = useSession((s) => Boolean(s.token));
  if (!loggedIn) return <Navigate to={loginPathFor(`${paths.buyTogether}?tab=mine`)} replace />;
  return <MineList />;
}

function MineList() {
  const m = togetherMessages.together;
  const list = useMySchemes("");
  const open = useOpen();
  return (
    <PagedList
      query={list}
      emptyText={m.noMine}
      renderItem={(scheme) => <SchemeCard key={scheme.schemeId} scheme={scheme} onOpen={open} />}
      container={(rows) => <div className="together-list">{rows}</div>}
    />
  );
}
