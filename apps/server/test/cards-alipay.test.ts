import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_ALIPAY_ACCOUNTS,
  Msg,
  Status,
  type AlipayListModels,
  type WalletListModels,
} from "@lottery/contract";
import { call, startTestServer, type TestServer } from "./helpers.ts";
import { cardNumber, newPlayer, WITHDRAW_PASSWORD, type TestPlayer } from "./cards-fixtures.ts";

let server: TestServer;
let zhang: TestPlayer;
let li: TestPlayer;
const answers: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  zhang = await newPlayer(server.app, "zhang02", { realName: "欧阳娜娜", withdrawPassword: true });
  li = await newPlayer(server.app, "li02", { realName: "李四", withdrawPassword: true });
});
afterAll(async () => {
  await server.close();
});

async function send<T = AlipayListModels>(
  method: "GET" | "POST",
  path: string,
  player: TestPlayer,
  params: Record<string, string | number> = {},
) {
  const res = await call<T>(server.app, method, `/api/BankCard/${path}`, params, { token: player.token });
  answers.push(JSON.stringify(res.body));
  return res.body;
}
const list = (player: TestPlayer) => send("GET", "AlipayList", player);
const bind = (player: TestPlayer, account: string) => send("POST", "BindAlipay", player, { account });
const setDefault = (player: TestPlayer, alipayId: number) => send("POST", "SetAlipay", player, { alipayId });
const remove = (player: TestPlayer, alipayId: number, withdrawPassword?: string) =>
  send("POST", "DeleteAlipay", player, { alipayId, ...(withdrawPassword ? { withdrawPassword } : {}) });
const defaults = (models: AlipayListModels | null) =>
  models!.list.filter((row) => row.isDefault).map((row) => row.alipayId);

describe("BankCard/BindAlipay", () => {
  it("needs real-name verification", async () => {
    const wang = await newPlayer(server.app, "wang02");
    expect(await bind(wang, "13800138000")).toMatchObject({ status: Status.REFUSED, msg: Msg.realNameFirst });
    expect((await list(wang)).models).toEqual({
      list: [],
      realName: "",
      canAdd: false,
      withdrawPasswordSet: false,
    });
  });

  it("refuses an account that is neither a mainland phone nor an e-mail address, naming account", async () => {
    for (const account of ["12345", "23800138000", "zhang@", "abc"]) {
      expect(await bind(zhang, account)).toMatchObject({
        status: Status.BAD_PARAM,
        msg: "参数格式错误：account，请输入正确的支付宝账号（手机号或邮箱）",
      });
    }
    expect(await send("POST", "BindAlipay", zhang)).toMatchObject({ status: 2, msg: "缺少参数：account" });
    expect((await list(zhang)).models!.list).toEqual([]);
  });

  it("binds a phone as the default and an e-mail after it, both masked", async () => {
    const first = await bind(zhang, "13800138000");
    expect(first.models).toEqual({
      list: [
        {
          alipayId: expect.any(Number),
          account: "138****8000",
          holder: "欧阳**",
          isDefault: true,
          createdAt: expect.stringMatching(/\+08:00$/),
        },
      ],
      realName: "欧阳**",
      canAdd: true,
      withdrawPasswordSet: true,
    });
    const second = await bind(zhang, " Nana.Ouyang@QQ.com ");
    expect(second.models!.list.map((row) => [row.account, row.isDefault])).toEqual([
      ["138****8000", true],
      ["na***@qq.com", false],
    ]);
  });

  it("refuses an account bound twice (e-mail ignoring case) or bound by another player", async () => {
    expect(await bind(zhang, "nana.ouyang@qq.com")).toMatchObject({ status: 1, msg: Msg.alipayBound });
    expect(await bind(li, "13800138000")).toMatchObject({ status: 1, msg: Msg.alipayTaken });
    expect(await bind(li, "NANA.OUYANG@qq.com")).toMatchObject({ status: 1, msg: Msg.alipayTaken });
  });

  it(`stops at ${MAX_ALIPAY_ACCOUNTS} accounts`, async () => {
    const third = await bind(zhang, "13900139000");
    expect(third.models).toMatchObject({ canAdd: false });
    expect(third.models!.list).toHaveLength(MAX_ALIPAY_ACCOUNTS);
    const fourth = await bind(zhang, "13700137000");
    expect(fourth).toMatchObject({ status: 1, msg: Msg.alipayLimit(MAX_ALIPAY_ACCOUNTS) });
  });
});

describe("BankCard/SetAlipay and DeleteAlipay", () => {
  it("makes one account the default", async () => {
    const target = (await list(zhang)).models!.list.at(-1)!.alipayId;
    const res = await setDefault(zhang, target);
    expect(defaults(res.models)).toEqual([target]);
  });

  it("keeps cards and Alipay accounts apart, and another player's account invisible", async () => {
    const alipayId = (await list(zhang)).models!.list[0]!.alipayId;
    expect(await setDefault(li, alipayId)).toMatchObject({ status: 1, msg: Msg.alipayNotFound });
    expect(await remove(li, alipayId, WITHDRAW_PASSWORD)).toMatchObject({
      status: 1,
      msg: Msg.alipayNotFound,
    });
    expect((await list(li)).models!.list).toEqual([]);

    const card = await send<WalletListModels>("POST", "BindWallet", zhang, {
      bankCode: "CMB",
      cardNo: cardNumber("621483", 16),
    });
    const walletId = card.models!.list[0]!.walletId;
    expect(await setDefault(zhang, walletId)).toMatchObject({ status: 1, msg: Msg.alipayNotFound });
    const wallets = await send<WalletListModels>("POST", "SetWallet", zhang, { walletId: alipayId });
    expect(wallets).toMatchObject({ status: 1, msg: Msg.bankCardNotFound });
  });

  it("deletes only with the right withdrawal password and promotes the newest on deleting the default", async () => {
    const before = (await list(zhang)).models!.list;
    const [defaultRow, ...others] = before;
    expect(await remove(zhang, defaultRow!.alipayId)).toMatchObject({ status: 2 });
    expect(await remove(zhang, defaultRow!.alipayId, "000000")).toMatchObject({
      status: 1,
      msg: Msg.withdrawPasswordIncorrect,
    });
    const res = await remove(zhang, defaultRow!.alipayId, WITHDRAW_PASSWORD);
    expect(res.models!.list).toHaveLength(before.length - 1);
    expect(defaults(res.models)).toEqual([Math.max(...others.map((row) => row.alipayId))]);
    expect(res.models!.canAdd).toBe(true);
  });

  it("needs a withdrawal password to be set before deleting", async () => {
    const zhao = await newPlayer(server.app, "zhao02", { realName: "赵六" });
    const bound = await bind(zhao, "zhao@example.com");
    const res = await remove(zhao, bound.models!.list[0]!.alipayId, "123456");
    expect(res).toMatchObject({ status: 1, msg: Msg.withdrawPasswordFirst });
  });

  it("never answered a full account", () => {
    for (const account of ["13800138000", "nana.ouyang@qq.com", "13900139000", "zhao@example.com"]) {
      for (const answer of answers) expect(answer.toLowerCase()).not.toContain(account);
    }
  });
});
