import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toast } from "antd-mobile";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Paged, PlayerPromotion, PromotionRecord } from "@lottery/contract";
import { userInfoKey } from "../../../lib/api/user-info.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { ok, renderPage, setUpPageTests } from "../../../lib/test-helpers.ts";
import ClaimRecordsPage from "./ClaimRecordsPage.tsx";
import DiscountCenterPage from "./DiscountCenterPage.tsx";

const firstRecharge = (over: Partial<PlayerPromotion> = {}): PlayerPromotion => ({
  kind: "first_recharge",
  percent: 10,
  cap: 188,
  minRecharge: 50,
  id: 1,
  title: "首充礼金",
  description: "首次充值满50元即送10%",
  startsAt: null,
  endsAt: null,
  turnoverMultiple: 10,
  state: "claimable",
  reason: null,
  action: null,
  amount: 20,
  ...(over as object),
});
const redPacket = (over: Partial<PlayerPromotion> = {}): PlayerPromotion => ({
  kind: "red_packet",
  min: 0.88,
  max: 8.88,
  id: 2,
  title: "每日红包",
  description: "",
  startsAt: "2026-11-01T00:00:00+08:00",
  endsAt: "2026-12-31T23:59:59+08:00",
  turnoverMultiple: 5,
  state: "notEligible",
  reason: "充值后可领取",
  action: "recharge",
  amount: null,
  ...(over as object),
});

/** What each call answers (answerOf), by the path after /api/. */
let answers: Record<string, unknown>;
const { calls } = setUpPageTests(() => answers);

const PLACES = ["/", "/bonus2", "/bonus3", "/rechargeType6", "/withdrawToFillMoney"];
const card = (id: number) => screen.getByTestId(`promotion-${id}`);

beforeEach(() => {
  answers = {
    "Activity/PromotionList": ok({ list: [firstRecharge(), redPacket()] }),
  };
});

describe("/bonus2", () => {
  it("draws each promotion with its figure, rule, window, turnover and state", async () => {
    renderPage(<DiscountCenterPage />, "/bonus2", PLACES);
    const first = await screen.findByTestId("promotion-1");
    expect(within(first).getByText("可领")).toBeTruthy();
    expect(within(first).getByText("20.00")).toBeTruthy();
    expect(within(first).getByText("首充满50.00元送10%，最高188.00元")).toBeTruthy();
    expect(first.textContent).toContain("活动时间：长期有效");
    expect(first.textContent).toContain("流水要求：10倍");
    expect(within(first).getByRole("button", { name: "立即领取" })).toBeTruthy();
    const red = card(2);
    expect(within(red).getByText("0.88~8.88")).toBeTruthy();
    expect(red.textContent).toContain("活动时间：2026-11-01 至 2026-12-31");
    const reason = within(red).getByRole("button", { name: "充值后可领取" }) as HTMLButtonElement;
    expect(reason.disabled).toBe(true);
  });

  it("links to recharge, the turnover page and the claim records", async () => {
    const router = renderPage(<DiscountCenterPage />, "/bonus2", PLACES);
    const goRecharge = await screen.findByRole("button", { name: "去充值 ›" });
    await act(async () => fireEvent.click(goRecharge));
    expect(router.state.location.pathname).toBe("/rechargeType6");
    await act(() => router.navigate("/bonus2"));
    const turnoverLink = await screen.findByText("查看流水 ›");
    await act(async () => fireEvent.click(turnoverLink));
    expect(router.state.location.pathname).toBe("/withdrawToFillMoney");
    await act(() => router.navigate("/bonus2"));
    const recordsLink = await screen.findByRole("button", { name: "领取记录" });
    await act(async () => fireEvent.click(recordsLink));
    expect(router.state.location.pathname).toBe("/bonus3");
  });

  it("claims, opens the red packet to the amount won, and refreshes balance and list", async () => {
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");
    renderPage(<DiscountCenterPage />, "/bonus2", PLACES);
    answers["Activity/ClaimPromotion"] = ok({ amount: 20, balance: 220 });
    const claimButton = within(await screen.findByTestId("promotion-1")).getByRole("button");
    await act(async () => fireEvent.click(claimButton));
    const claim = calls("Activity/ClaimPromotion")[0]!;
    expect(claim.method).toBe("POST");
    expect(claim.body).toMatchObject({ id: "1", requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: userInfoKey }));
    expect(calls("Activity/PromotionList")).toHaveLength(1); // not yet: the card would give it away

    const open = await screen.findByRole("button", { name: "開" });
    await act(async () => fireEvent.click(open));
    const reveal = screen.getByRole("dialog", { name: "首充礼金" });
    expect(reveal.textContent).toContain("恭喜您获得20.00元");
    expect(reveal.textContent).toContain("当前余额 220.00元");

    answers["Activity/PromotionList"] = ok({ list: [firstRecharge({ state: "claimed", reason: "已领取" })] });
    await act(async () => fireEvent.click(within(reveal).getByText("开心收下")));
    expect(await screen.findByRole("button", { name: "已领取" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("repeats the requestId after a network failure, and takes a new one after the server answers", async () => {
    renderPage(<DiscountCenterPage />, "/bonus2", PLACES);
    const claimButton = within(await screen.findByTestId("promotion-1")).getByRole("button");
    answers["Activity/ClaimPromotion"] = new Error("Network Error");
    await act(async () => fireEvent.click(claimButton));
    await waitFor(() => expect(calls("Activity/ClaimPromotion")).toHaveLength(1));
    answers["Activity/ClaimPromotion"] = { status: 1, msg: "已领取", models: null };
    await act(async () => fireEvent.click(within(card(1)).getByRole("button")));
    await waitFor(() => expect(calls("Activity/ClaimPromotion")).toHaveLength(2));
    await act(async () => fireEvent.click(within(card(1)).getByRole("button")));
    await waitFor(() => expect(calls("Activity/ClaimPromotion")).toHaveLength(3));
    const [a, b, c] = calls("Activity/ClaimPromotion").map((r) => r.body.requestId);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: "已领取" }));
  });

  it("says so when there are no promotions", async () => {
    answers["Activity/PromotionList"] = ok({ list: [] });
    renderPage(<DiscountCenterPage />, "/bonus2", PLACES);
    expect(await screen.findByText("暂无优惠活动")).toBeTruthy();
  });
});

describe("/bonus3", () => {
  const record = (id: number, title: string, amount: number): PromotionRecord => ({
    id,
    promotionId: id,
    kind: id === 1 ? "first_recharge" : "red_packet",
    title,
    amount,
    time: "2026-11-21T22:05:00+08:00",
  });

  it("lists the player's claims, newest first, with amount and time", async () => {
    const page: Paged<PromotionRecord> = {
      list: [record(2, "每日红包", 4.8), record(1, "首充礼金", 20)],
      total: 2,
    };
    answers["Activity/PromotionRecords"] = ok(page);
    renderPage(<ClaimRecordsPage />, "/bonus3", PLACES);
    expect(await screen.findByText("+4.80")).toBeTruthy();
    expect(screen.getByText("+20.00")).toBeTruthy();
    expect(screen.getAllByText("2026-11-21 22:05")).toHaveLength(2);
    expect(calls("Activity/PromotionRecords")[0]!.query).toMatchObject({ pageIndex: "1", pageSize: "20" });
  });

  it("shows the empty state", async () => {
    answers["Activity/PromotionRecords"] = ok({ list: [], total: 0 });
    renderPage(<ClaimRecordsPage />, "/bonus3", PLACES);
    expect(await screen.findByText("暂无领取记录")).toBeTruthy();
  });
});
