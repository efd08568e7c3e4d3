import { describe, expect, it } from "vitest";
import { Status, type Envelope } from "@lottery/contract";
import { operatorCall, operatorToken, registerPlayer, startTestServer } from "./helpers.ts";
import { seedRechargeChannels } from "../src/demo/wallet/seed.ts";
import { serverOfFile } from "./server-fixtures.ts";

/**
 * Operator JSON bodies: where a number is expected, JSON null, true/false, "" and -0 are refused with
 * status 2 naming the field (zod's coercion would read them as 0, 1, 0 and keep -0), and nothing changes.
 */

const ctx = serverOfFile(async () => {
  const server = await startTestServer();
  await seedRechargeChannels(server.database.db);
  const player = await registerPlayer(server.app, "strictjson1");
  return { server, token: await operatorToken(server.app), mid: player.userInfo.Mid };
});

/** A POST with a raw JSON text body (JSON.stringify would turn -0 into 0). */
async function postRaw(path: string, json: string): Promise<Envelope> {
  const res = await ctx.server.app.inject({
    method: "POST",
    url: `/admin/api${path}`,
    payload: json,
    headers: { authorization: `Bearer ${ctx.token}`, "content-type": "application/json" },
  });
  return res.json() as Envelope;
}

const get = <T>(path: string, query: Record<string, string> = {}) =>
  operatorCall<T>(ctx.server.app, ctx.token, "GET", path, query);

const NOT_NUMBERS = ["null", "true", "false", "-0", '""', '" "', "-0.0"];

/**
 * The refusal of a non-number names the field: the strict-JSON detail (须为数字), or for fields the
 * contract's integerParam reads, its own (须为整数, 不能小于…).
 */
const namesField = (field: string) =>
  expect.stringMatching(new RegExp(`^参数格式错误：${field.replaceAll(".", "\\.")}，`));

describe("operator JSON: a number means a number", () => {
  it("refuses them for /lottery/close-times seconds, and the close time stays", async () => {
    const seconds = async () =>
      (
        await get<{ list: { gameCode: string; seconds: number }[] }>("/lottery/close-times")
      ).models!.list.find((row) => row.gameCode === "ssq")!.seconds;
    const before = await seconds();
    for (const value of NOT_NUMBERS) {
      const answer = await postRaw("/lottery/close-times", `{"gameCode":"ssq","seconds":${value}}`);
      expect(answer, value).toMatchObject({
        status: Status.BAD_PARAM,
        msg: namesField("seconds"),
      });
    }
    expect(await seconds()).toBe(before);
    // Numbers, and their text, still do.
    expect((await postRaw("/lottery/close-times", '{"gameCode":"ssq","seconds":600}')).status).toBe(0);
    expect((await postRaw("/lottery/close-times", '{"gameCode":"ssq","seconds":"660"}')).status).toBe(0);
    expect(await seconds()).toBe(660);
  });

  it("refuses them for the withdrawal rules' dailyCount and the turnover percent", async () => {
    const rules = async () => (await get<Record<string, number>>("/withdrawals/settings")).models!;
    const before = await rules();
    for (const field of ["dailyCount", "rechargeTurnoverPercent"])
      for (const value of NOT_NUMBERS) {
        const answer = await postRaw("/withdrawals/settings", `{"${field}":${value}}`);
        expect(answer, `${field} ${value}`).toMatchObject({
          status: Status.BAD_PARAM,
          msg: namesField(field),
        });
      }
    expect(await rules()).toEqual(before);
  });

  it("refuses them for ids (players, promotions) and for a recharge channel's sort", async () => {
    for (const value of NOT_NUMBERS) {
      expect((await postRaw("/players/ban", `{"mid":${value},"banned":true}`)).msg).toEqual(
        namesField("mid"),
      );
      expect((await postRaw("/promotions/enabled", `{"id":${value},"enabled":true}`)).msg).toEqual(
        namesField("id"),
      );
      const channel = `{"code":"sandbox","name":"沙箱","provider":"sandbox","min":1,"max":100,"sort":${value}}`;
      expect((await postRaw("/recharge/channels", channel)).msg).toEqual(namesField("sort"));
    }
    const banned = await get<{ list: { mid: number; banned: boolean }[] }>("/players", {
      query: String(ctx.mid),
    });
    expect(banned.models!.list[0]!.banned).toBe(false);
  });

  it("names nested fields, and keeps null where the schema allows it (a limit of none)", async () => {
    const nested = await postRaw("/lottery/limits", '{"games":{"ssq":{"maxOrder":true}}}');
    expect(nested).toMatchObject({
      status: Status.BAD_PARAM,
      msg: namesField("games.ssq.maxOrder"),
    });
    const none = await postRaw(
      "/lottery/limits",
      '{"default":{"maxOrder":null,"maxPlayerIssue":null,"maxIssue":null}}',
    );
    expect(none.status).toBe(0);
  });

  it("holds for query params too: blank or -0 where a number is expected", async () => {
    for (const days of ["", " ", "-0"]) {
      const answer = await get("/dashboard", { days });
      expect(answer.status, JSON.stringify(days)).toBe(Status.BAD_PARAM);
      expect(answer.msg).toContain("days");
    }
    expect((await get("/dashboard", { days: "3" })).status).toBe(0);
  });
});
