import type { HttpAdapter } from "../../../lib/http.ts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { formatChinaDate, formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRealServer } from "#test/real-server.ts";
import { mainHttp } from "../../../lib/request.ts";
import { renderPage, seen, shownToasts } from "#test/helpers.ts";
import { bonusKey } from "../api/promotions.ts";
import ClaimRecordsPage from "./ClaimRecordsPage.tsx";
import DiscountCenterPage from "./DiscountCenterPage.tsx";

const server = useRealServer();
type BonusOps = typeof import("#test/features/bonus/server-ops.ts");
const bonus = server.ops<BonusOps>("#test/features/bonus/server-ops.ts");
const DAY_MS = 86_400_000;
const PLACES = ["/", "/bonus2", "/bonus3", "/rechargeType6", "/withdrawToFillMoney"];

let serial = 0;
/** A new player recharged with `yuan` (none: not yet recharged), logged in. */
const player = (yuan = 0) => server.login(`bonus${String((serial += 1)).padStart(3, "0")}`, yuan);

/** The promotions of promotions-fixtures.ts: 首充礼金 10% ≥ 50 up to 188 (10×), 每日红包 0.88~8.88 (5×). */
let ids: { firstId: number; redId: number };
/** The 每日红包's window, three weeks back to forty days on from the server's clock. */
let window: { startsAt: string; endsAt: string };

const renderCentre = () => renderPage(<DiscountCenterPage />, "/bonus2", PLACES);
const card = (id: number) => screen.getByTestId(`promotion-${id}`);
const press = (element: HTMLElement) => act(async () => fireEvent.click(element));

describe("/bonus2 before any promotion", () => {
  it("says so when there are no promotions", async () => {
    await player(100);
    renderCentre();
    expect(await screen.findByText("暂无优惠活动")).toBeTruthy();
  });
});

describe("/bonus2", () => {
  beforeAll(async () => {
    const now = Date.parse(await server.setUp.advanceClock(0));
    window = {
      startsAt: new Date(now - 21 * DAY_MS).toISOString(),
      endsAt: new Date(now + 40 * DAY_MS).toISOString(),
    };
    ids = await bonus.createPromotions(window.startsAt, window.endsAt);
  });

  it("draws each promotion with its figure, rule, window, turnover and state", async () => {
    await player(200);
    renderCentre();
    const first = await screen.findByTestId(`promotion-${ids.firstId}`);
    expect(within(first).getByText("可领")).toBeTruthy();
    expect(within(first).getByText("20.00")).toBeTruthy(); // 10% of the first 200
    expect(within(first).getByText("首充满50.00元送10%，最高188.00元")).toBeTruthy();
    expect(first.textContent).toContain("活动时间：长期有效");
    expect(first.textContent).toContain("流水要求：10倍");
    expect(within(first).getByRole("button", { name: "立即领取" })).toBeTruthy();
    const red = card(ids.redId);
    expect(within(red).getByText("0.88~8.88")).toBeTruthy();
    const between = `${formatChinaDate(window.startsAt)} 至 ${formatChinaDate(window.endsAt)}`;
    expect(red.textContent).toContain(`活动时间：${between}`);
    expect(red.textContent).toContain("流水要求：5倍");
  });

  it("shows why a player who has not recharged cannot claim", async () => {
    await player();
    renderCentre();
    const red = await screen.findByTestId(`promotion-${ids.redId}`);
    const reason = within(red).getByRole("button", { name: "充值后可领取" }) as HTMLButtonElement;
    expect(reason.disabled).toBe(true);
  });

  it("links to recharge, the turnover page and the claim records", async () => {
    await player();
    const router = renderCentre();
    const red = await screen.findByTestId(`promotion-${ids.redId}`);
    await press(within(red).getByRole("button", { name: "去充值 ›" }));
    expect(router.state.location.pathname).toBe("/rechargeType6");
    await act(() => router.navigate("/bonus2"));
    await press(await screen.findByText("查看流水 ›"));
    expect(router.state.location.pathname).toBe("/withdrawToFillMoney");
    await act(() => router.navigate("/bonus2"));
    await press(await screen.findByRole("button", { name: "领取记录" }));
    expect(router.state.location.pathname).toBe("/bonus3");
  });

  it("claims, opens the red packet to the amount won, and refreshes balance and list", async () => {
    await player(200);
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");
    renderCentre();
    const first = await screen.findByTestId(`promotion-${ids.firstId}`);
    await press(within(first).getByRole("button", { name: "立即领取" }));
    await waitFor(() => expect(server.calls("Activity/ClaimPromotion")).toHaveLength(1));
    const claim = server.calls("Activity/ClaimPromotion")[0]!;
    expect(claim.method).toBe("POST");
    expect(claim.body).toMatchObject({
      id: String(ids.firstId),
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: userInfoKey }));
    expect(server.calls("Activity/PromotionList")).toHaveLength(1); // not yet: the card would give it away

    await press(await screen.findByRole("button", { name: "開" }));
    const reveal = screen.getByRole("dialog", { name: "首充礼金" });
    expect(reveal.textContent).toContain("恭喜您获得20.00元");
    expect(reveal.textContent).toContain("当前余额 220.00元");

    await press(within(reveal).getByText("开心收下"));
    const claimed = within(card(ids.firstId));
    expect(await claimed.findByRole("button", { name: "已领取" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("repeats the requestId after a network failure, and takes a new one after the server answers", async () => {
    const { token } = await player(100);
    renderCentre();
    const red = await screen.findByTestId(`promotion-${ids.redId}`);
    const toServer = mainHttp.adapter as HttpAdapter;
    // the network drops the next claim: the call leaves, no answer comes back
    mainHttp.adapter = async (config) => {
      if (!config.url?.endsWith("Activity/ClaimPromotion")) return toServer(config);
      server.log.push(seen(config));
      throw new Error("Network Error");
    };
    await press(within(red).getByRole("button", { name: "立即领取" }));
    await waitFor(() => expect(server.calls("Activity/ClaimPromotion")).toHaveLength(1));
    mainHttp.adapter = toServer;
    // meanwhile the player takes today's packet on another device: the repeat is refused
    await bonus.claimFor(token, ids.redId);
    await press(within(card(ids.redId)).getByRole("button", { name: "立即领取" }));
    await waitFor(() => expect(shownToasts()).toContain("已领取"));
    expect(await within(card(ids.redId)).findByRole("button", { name: "已领取" })).toBeTruthy();
    // the next day's packet is claimable again, with a new requestId
    await server.setUp.advanceClock(DAY_MS);
    await act(() => queryClient.invalidateQueries({ queryKey: bonusKey }));
    await press(await within(card(ids.redId)).findByRole("button", { name: "立即领取" }));
    expect(await screen.findByRole("button", { name: "開" })).toBeTruthy();
    const [a, b, c] = server.calls("Activity/ClaimPromotion").map((r) => r.body.requestId);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });
});

describe("/bonus3", () => {
  it("lists the player's claims, newest first, with amount and time", async () => {
    const { token } = await player(200);
    await bonus.claimFor(token, ids.firstId);
    await bonus.claimFor(token, ids.redId);
    const records = await bonus.recordsOf(token);
    renderPage(<ClaimRecordsPage />, "/bonus3", PLACES);
    expect(await screen.findByText("+20.00")).toBeTruthy();
    const amounts = [...document.querySelectorAll(".bonus-record-amount")].map((el) => el.textContent);
    expect(amounts).toEqual([`+${formatYuan(records[0]!.amount)}`, "+20.00"]);
    const times = [...document.querySelectorAll(".bonus-record-time")].map((el) => el.textContent);
    expect(times).toEqual(records.map((r) => formatChinaDateTime(r.time)));
    expect(records.map((r) => r.title)).toEqual(["每日红包", "首充礼金"]);
    expect(server.calls("Activity/PromotionRecords")[0]!.query).toMatchObject({
      pageIndex: "1",
      pageSize: "20",
    });
  });

  it("shows the empty state", async () => {
    await player(100);
    renderPage(<ClaimRecordsPage />, "/bonus3", PLACES);
    expect(await screen.findByText("暂无领取记录")).toBeTruthy();
  });
});
