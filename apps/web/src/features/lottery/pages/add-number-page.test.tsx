// 自选号码 against the real server: save from the SSQ picker (存为自选), list and delete on /addNumber,
// and 我的自选 filling the picker from a saved set.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SavedNumber } from "@lottery/contract";
import { gameRoute } from "@lottery/rules";
import { useRealServer } from "#test/real-server.ts";
import { renderPage, resetAfterPageTest } from "#test/helpers.ts";
import { renderRoute } from "#test/features/lottery/fixtures.ts";
import { post, request } from "../../../lib/request.ts";
import { startSession } from "../../../lib/session.ts";
import AddNumberPage from "./AddNumberPage.tsx";
import FastDrawPage from "./FastDrawPage.tsx";
import NumberGamePage from "./NumberGamePage.tsx";

const server = useRealServer();

const zone = (name: string) => within(screen.getByRole("region", { name }));
const tapBalls = (name: string, values: string[]) => {
  for (const value of values) fireEvent.click(zone(name).getByRole("button", { name: value }));
};
const picked = (name: string) =>
  [...zone(name).getAllByRole("button")]
    .filter((b) => b.getAttribute("aria-pressed") === "true")
    .map((b) => b.textContent);
const savedList = async (gameCode = "ssq") =>
  (await request<{ list: SavedNumber[] }>("Lottery/NumberList", { gameCode })).list;

/** A fast-draw picker needs its route's :gameCode. */
const renderFastPicker = (url: string) => renderRoute(<FastDrawPage />, "/ssc/:gameCode", url);
const FIVE_STAR: [string, string][] = [
  ["万位", "1"],
  ["千位", "2"],
  ["百位", "3"],
  ["十位", "4"],
  ["个位", "5"],
];

describe("自选号码 (/addNumber and the pickers)", () => {
  it("saves the picker's selection, lists and deletes it on /addNumber", async () => {
    const me = await server.login("addnum1");
    renderPage(<NumberGamePage />, "/ssq");
    await screen.findByRole("region", { name: "红球" });
    tapBalls("红球", ["01", "05", "09", "13", "17", "21"]);
    tapBalls("蓝球", ["06"]);
    fireEvent.click(screen.getByRole("button", { name: "存为自选" }));
    await waitFor(async () => expect(await savedList()).toHaveLength(1));
    expect(server.calls("Lottery/SaveNumber")[0]!.body).toMatchObject({
      gameCode: "ssq",
      tickets: "DS:01,05,09,13,17,21|06",
    });
    resetAfterPageTest();

    startSession(me);
    renderPage(<AddNumberPage />, "/addNumber");
    const row = await screen.findByTestId("saved-number");
    expect(row.textContent).toContain("01 05 09 13 17 21");
    expect(row.textContent).toContain("1注 2.00元");
    expect(screen.getByTestId("saved-count").textContent).toBe("已保存1/20组");
    expect(screen.getByRole("link", { name: "去选号添加" }).getAttribute("href")).toBe("/ssq");
    fireEvent.click(within(row).getByRole("button", { name: "删除" }));
    const confirm = await screen.findByText("确定删除这组自选号码？");
    const dialog = confirm.closest(".adm-center-popup-wrap") as HTMLElement;
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "确定" })));
    await waitFor(() => expect(screen.queryByTestId("saved-number")).toBeNull());
    expect(await savedList()).toEqual([]);
  });

  it("fills the picker from a saved set (我的自选), its play included", async () => {
    await server.login("addnum2");
    await post("Lottery/SaveNumber", {
      gameCode: "ssq",
      tickets: "FS:02,04,06,08,10,12,14|03,09",
      name: "偶数",
    });
    renderPage(<NumberGamePage />, "/ssq");
    await screen.findByRole("region", { name: "红球" });
    fireEvent.click(screen.getByRole("button", { name: "我的自选" }));
    const sheet = await screen.findByTestId("saved-numbers-sheet");
    const one = await within(sheet).findByTestId("saved-number");
    expect(one.textContent).toContain("偶数");
    fireEvent.click(one);
    await waitFor(() => expect(screen.getByTestId("bet-summary").textContent).toContain("14注"));
    expect(picked("红球")).toEqual(["02", "04", "06", "08", "10", "12", "14"]);
    expect(picked("蓝球")).toEqual(["03", "09"]);
  });

  it("saves from a fast-draw picker too; /addNumber offers that game and 我的自选 fills the picker", async () => {
    const me = await server.login("addnum3");
    renderFastPicker("/ssc/JLFFC");
    await screen.findByRole("region", { name: "万位" });
    for (const [position, digit] of FIVE_STAR) tapBalls(position, [digit]);
    fireEvent.click(screen.getByRole("button", { name: "存为自选" }));
    await waitFor(async () => expect(await savedList("jlffc")).toHaveLength(1));
    const [set] = await savedList("jlffc");
    expect(set).toMatchObject({ gameCode: "jlffc", bets: 1, amount: 2 });
    resetAfterPageTest();

    startSession(me);
    renderPage(<AddNumberPage />, "/addNumber");
    fireEvent.click(await screen.findByText(set!.gameName));
    const row = await screen.findByTestId("saved-number");
    expect(row.textContent).toContain("1注 2.00元");
    expect(screen.getByRole("link", { name: "去选号添加" }).getAttribute("href")).toBe(
      (gameRoute("jlffc") || { path: "" }).path,
    );
    resetAfterPageTest();

    startSession(me);
    renderFastPicker("/ssc/JLFFC");
    await screen.findByRole("region", { name: "万位" });
    fireEvent.click(screen.getByRole("button", { name: "我的自选" }));
    fireEvent.click(
      await within(await screen.findByTestId("saved-numbers-sheet")).findByTestId("saved-number"),
    );
    await waitFor(() => expect(screen.getByTestId("bet-summary").textContent).toContain("1注"));
    for (const [position, digit] of FIVE_STAR) expect(picked(position)).toEqual([digit]);
  });
});
