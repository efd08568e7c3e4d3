import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BANK_CARDS, Msg, Status, type BankListModels, type WalletListModels } from "@lottery/contract";
import { call, startTestServer, type TestServer } from "./helpers.ts";
import { cardNumber, newPlayer, WITHDRAW_PASSWORD, type TestPlayer } from "./cards-fixtures.ts";

let server: TestServer;
let zhang: TestPlayer;
let li: TestPlayer;
/** Every answer any call gave, to prove no full card number ever left the server. */
const answers: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MIN: "1000" });
  zhang = await newPlayer(server.app, "zhang01", { realName: "张三", withdrawPassword: true });
  li = await newPlayer(server.app, "li01", { realName: "李四", withdrawPassword: true });
});
afterAll(async () => {
  await server.close();
});

async function send<T = WalletListModels>(
  method: "GET" | "POST",
  path: string,
  player: TestPlayer | null,
  params: Record<string, string | number> = {},
) {
  const res = await call<T>(server.app, method, `/api/BankCard/${path}`, params, { token: player?.token });
  answers.push(JSON.stringify(res.body));
  return res.body;
}
const list = (player: TestPlayer) => send("GET", "WalletList", player);
const bind = (player: TestPlayer, params: Record<string, string>) =>
  send("POST", "BindWallet", player, params);
const setDefault = (player: TestPlayer, walletId: number | string) =>
  send("POST", "SetWallet", player, { walletId });
const remove = (player: TestPlayer, walletId: number, withdrawPassword?: string) =>
  send("POST", "DeleteWallet", player, { walletId, ...(withdrawPassword ? { withdrawPassword } : {}) });
const defaults = (models: WalletListModels | null) =>
  models!.list.filter((card) => card.isDefault).map((card) => card.walletId);

const icbc = (serial: number) => cardNumber("622202", 19, serial);
const boundNumbers: string[] = [];
async function bindIcbc(player: TestPlayer, serial: number) {
  const cardNo = icbc(serial);
  boundNumbers.push(cardNo);
  const body = await bind(player, { bankCode: "ICBC", cardNo });
  expect(body.status).toBe(Status.OK);
  return body.models!;
}

describe("BankCard/BankList", () => {
  it("lists the major banks with their card lengths, without login", async () => {
    const body = await send<BankListModels>("GET", "BankList", null);
    expect(body.status).toBe(Status.OK);
    expect(body.models!.list).toHaveLength(15);
    expect(body.models!.list[0]).toEqual({ code: "ICBC", name: "工商银行", cardLengths: [16, 19] });
    expect(body.models!.list.map((bank) => bank.name)).toContain("广发银行");
  });
});

describe("login", () => {
  it("is required by every card call", async () => {
    for (const path of ["WalletList", "AlipayList"]) {
      expect((await send("GET", path, null)).status).toBe(Status.LOGIN_REQUIRED);
    }
    for (const path of [
      "BindWallet",
      "SetWallet",
      "DeleteWallet",
      "BindAlipay",
      "SetAlipay",
      "DeleteAlipay",
    ]) {
      expect((await send("POST", path, null)).status).toBe(Status.LOGIN_REQUIRED);
    }
  });
});

describe("real name", () => {
  it("must be verified before a card is bound; the holder is never taken from the client", async () => {
    const wang = await newPlayer(server.app, "wang01");
    const empty = await list(wang);
    expect(empty.models).toEqual({ list: [], realName: "", canAdd: false, withdrawPasswordSet: false });
    const refused = await bind(wang, { bankCode: "ICBC", cardNo: icbc(900), holder: "王五" });
    expect(refused).toMatchObject({ status: Status.REFUSED, msg: Msg.realNameFirst });
    expect((await list(wang)).models!.list).toEqual([]);
  });
});

describe("BankCard/BindWallet parameters", () => {
  const refusal = async (params: Record<string, string>) => bind(zhang, params);

  it("refuses malformed card numbers with status 2 naming cardNo", async () => {
    expect(await refusal({ bankCode: "ICBC" })).toMatchObject({ status: 2, msg: "缺少参数：cardNo" });
    for (const cardNo of ["6222abc123456789", "622202123456789", "62220212345678901234"]) {
      expect(await refusal({ bankCode: "ICBC", cardNo })).toMatchObject({
        status: Status.BAD_PARAM,
        msg: "参数格式错误：cardNo，银行卡号须为16-19位数字",
      });
    }
    const good = icbc(1);
    const badCheck = good.slice(0, -1) + ((Number(good.at(-1)) + 1) % 10);
    expect(await refusal({ bankCode: "ICBC", cardNo: badCheck })).toMatchObject({
      status: Status.BAD_PARAM,
      msg: "参数格式错误：cardNo，银行卡号有误，请核对后重新输入",
    });
  });

  it("checks the length the chosen bank issues", async () => {
    const res = await refusal({ bankCode: "CMB", cardNo: cardNumber("621483", 19) });
    expect(res).toMatchObject({ status: 2, msg: "参数格式错误：cardNo，招商银行卡号须为16位" });
    const cib = await refusal({ bankCode: "CIB", cardNo: cardNumber("622909", 17) });
    expect(cib.msg).toBe("参数格式错误：cardNo，兴业银行卡号须为16或18位");
  });

  it("refuses an unknown bank and an overlong branch", async () => {
    expect(await refusal({ bankCode: "XYZ", cardNo: icbc(1) })).toMatchObject({
      status: 2,
      msg: "参数格式错误：bankCode，请选择开户银行",
    });
    const branch = await refusal({ bankCode: "ICBC", cardNo: icbc(1), branch: "支".repeat(41) });
    expect(branch).toMatchObject({ status: 2, msg: expect.stringContaining("branch") });
  });

  it("wrote nothing for any refusal", async () => {
    expect((await list(zhang)).models!.list).toEqual([]);
  });
});

describe("binding", () => {
  it("binds the first card as the default, masked, held in the verified real name", async () => {
    const cardNo = icbc(1);
    boundNumbers.push(cardNo);
    const body = await bind(zhang, { bankCode: "ICBC", cardNo, branch: " 北京朝阳支行 ", province: "北京" });
    expect(body.status).toBe(Status.OK);
    expect(body.models).toEqual({
      list: [
        {
          walletId: expect.any(Number),
          bankCode: "ICBC",
          bankName: "工商银行",
          cardNo: `6222 **** **** ${cardNo.slice(-4)}`,
          holder: "张*",
          branch: "北京朝阳支行",
          isDefault: true,
          createdAt: expect.stringMatching(/\+08:00$/),
        },
      ],
      realName: "张*",
      canAdd: true,
      withdrawPasswordSet: true,
    });
    expect(await list(zhang)).toEqual(body);
  });

  it("adds later cards as non-default, the default first and then the newest", async () => {
    const models = await bindIcbc(zhang, 2);
    expect(models.list.map((card) => card.isDefault)).toEqual([true, false]);
    expect(models.list[1]!.cardNo.endsWith(icbc(2).slice(-4))).toBe(true);
  });

  it("refuses the same card twice and a card bound to another account", async () => {
    expect(await bind(zhang, { bankCode: "ICBC", cardNo: icbc(2) })).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.bankCardBound,
    });
    expect(await bind(li, { bankCode: "ICBC", cardNo: icbc(1) })).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.bankCardTaken,
    });
    expect((await list(li)).models!.list).toEqual([]);
  });

  it(`stops at ${MAX_BANK_CARDS} cards`, async () => {
    for (let serial = 3; serial <= MAX_BANK_CARDS; serial += 1) await bindIcbc(zhang, serial);
    const full = await list(zhang);
    expect(full.models).toMatchObject({ canAdd: false });
    expect(full.models!.list).toHaveLength(MAX_BANK_CARDS);
    const refused = await bind(zhang, { bankCode: "ICBC", cardNo: icbc(99) });
    expect(refused).toMatchObject({ status: Status.REFUSED, msg: Msg.bankCardLimit(MAX_BANK_CARDS) });
  });
});

describe("BankCard/SetWallet", () => {
  it("makes exactly one card the default", async () => {
    const before = (await list(zhang)).models!;
    const target = before.list.at(-1)!.walletId;
    const after = await setDefault(zhang, target);
    expect(defaults(after.models)).toEqual([target]);
    expect(after.models!.list[0]!.walletId).toBe(target);
  });

  it("treats another player's card like an unknown one", async () => {
    const own = (await list(zhang)).models!.list[1]!.walletId;
    expect(await setDefault(li, own)).toMatchObject({ status: Status.REFUSED, msg: Msg.bankCardNotFound });
    expect(await setDefault(zhang, 987654)).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.bankCardNotFound,
    });
    expect(await setDefault(zhang, "abc")).toMatchObject({
      status: 2,
      msg: expect.stringContaining("walletId"),
    });
    expect(defaults((await list(zhang)).models)).toHaveLength(1);
  });
});

describe("BankCard/DeleteWallet", () => {
  it("needs a withdrawal password to be set", async () => {
    const zhao = await newPlayer(server.app, "zhao01", { realName: "赵六" });
    const models = await bindIcbc(zhao, 50);
    const res = await remove(zhao, models.list[0]!.walletId, "123456");
    expect(res).toMatchObject({ status: Status.REFUSED, msg: Msg.withdrawPasswordFirst });
    expect((await list(zhao)).models!.list).toHaveLength(1);
  });

  it("refuses a missing, malformed or wrong withdrawal password", async () => {
    const walletId = (await list(zhang)).models!.list[0]!.walletId;
    expect(await remove(zhang, walletId)).toMatchObject({ status: 2, msg: "缺少参数：withdrawPassword" });
    expect(await remove(zhang, walletId, "12ab")).toMatchObject({
      status: 2,
      msg: expect.stringContaining("withdrawPassword"),
    });
    expect(await remove(zhang, walletId, "135790")).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.withdrawPasswordIncorrect,
    });
    expect((await list(zhang)).models!.list).toHaveLength(MAX_BANK_CARDS);
  });

  it("cannot delete another player's card", async () => {
    const walletId = (await list(zhang)).models!.list[0]!.walletId;
    expect(await remove(li, walletId, WITHDRAW_PASSWORD)).toMatchObject({
      status: Status.REFUSED,
      msg: Msg.bankCardNotFound,
    });
    expect((await list(zhang)).models!.list.map((card) => card.walletId)).toContain(walletId);
  });

  it("deletes a card; deleting the default promotes the newest remaining card", async () => {
    const before = (await list(zhang)).models!.list;
    const [defaultCard, ...others] = before;
    const newest = Math.max(...others.map((card) => card.walletId));
    const res = await remove(zhang, defaultCard!.walletId, WITHDRAW_PASSWORD);
    expect(res.status).toBe(Status.OK);
    expect(res.models!.list).toHaveLength(MAX_BANK_CARDS - 1);
    expect(defaults(res.models)).toEqual([newest]);
    expect(res.models!.canAdd).toBe(true);

    const plain = res.models!.list.find((card) => !card.isDefault)!;
    const after = await remove(zhang, plain.walletId, WITHDRAW_PASSWORD);
    expect(defaults(after.models)).toEqual([newest]);
    expect(await remove(zhang, plain.walletId, WITHDRAW_PASSWORD)).toMatchObject({
      msg: Msg.bankCardNotFound,
    });
  });

  it("frees a deleted card's number for binding again", async () => {
    const masked = `6222 **** **** ${icbc(3).slice(-4)}`;
    const card = (await list(zhang)).models!.list.find((row) => row.cardNo === masked)!;
    expect(await bind(li, { bankCode: "ICBC", cardNo: icbc(3) })).toMatchObject({ msg: Msg.bankCardTaken });
    await remove(zhang, card.walletId, WITHDRAW_PASSWORD);
    const res = await bind(li, { bankCode: "ICBC", cardNo: icbc(3) });
    expect(res.status).toBe(Status.OK);
    expect(res.models!.list[0]).toMatchObject({ cardNo: masked, holder: "李*", isDefault: true });
  });
});

describe("masking", () => {
  it("never answered a full card number", () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const cardNo of [...boundNumbers, icbc(1), icbc(2)]) {
      for (const answer of answers) expect(answer).not.toContain(cardNo);
    }
  });
});
