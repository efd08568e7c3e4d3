import { describe, expect, it } from "vitest";
import { Msg, Status } from "@lottery/contract";
import { Refusal } from "../src/domain/refusal.ts";
import { planEntries } from "../src/wallet/ledger.ts";
import { houseAccount, playerAccount, postingProblem, type PostingLine } from "../src/wallet/posting.ts";
import { canonicalJson, requestHashOf } from "../src/domain/request-hash.ts";

const cash = playerAccount(100001, "cash");
const house = houseAccount("house");

describe("postingProblem", () => {
  it("accepts balanced lines of whole fen on distinct accounts", () => {
    expect(
      postingProblem([
        { account: cash, amountFen: -250 },
        { account: house, amountFen: 250 },
      ]),
    ).toBeNull();
    const three: PostingLine[] = [
      { account: cash, amountFen: -300 },
      { account: house, amountFen: 200 },
      { account: houseAccount("promotions"), amountFen: 100 },
    ];
    expect(postingProblem(three)).toBeNull();
  });

  it("spreads a player's house movements over 16 shards of each house account", () => {
    expect(houseAccount("house", 100017).kind).toBe("house:1");
    expect(houseAccount("clearing", 100016).kind).toBe("clearing:0");
    const onShard = (kind: string) =>
      postingProblem([
        { account: cash, amountFen: -1 },
        { account: { userId: null, kind } as PostingLine["account"], amountFen: 1 },
      ]);
    expect(onShard("game-clearing:15")).toBeNull();
    expect(onShard("house:16")).toMatch(/unknown house account/);
    expect(onShard("house:")).toMatch(/unknown house account/);
  });

  it.each<[string, PostingLine[], RegExp]>([
    [
      "a sum that is not zero",
      [
        { account: cash, amountFen: -250 },
        { account: house, amountFen: 200 },
      ],
      /sum to -50/,
    ],
    [
      "a fractional amount",
      [
        { account: cash, amountFen: -2.5 },
        { account: house, amountFen: 2.5 },
      ],
      /whole number/,
    ],
    ["a single line", [{ account: cash, amountFen: 0 }], /at least two lines/],
    ["no lines", [], /at least two lines/],
    [
      "a zero amount",
      [
        { account: cash, amountFen: 0 },
        { account: house, amountFen: 0 },
      ],
      /zero moves nothing/,
    ],
    [
      "an account twice",
      [
        { account: cash, amountFen: -1 },
        { account: cash, amountFen: 1 },
      ],
      /appears twice/,
    ],
    [
      "an unsafe integer",
      [
        { account: cash, amountFen: -(2 ** 53) },
        { account: house, amountFen: 2 ** 53 },
      ],
      /whole number/,
    ],
    [
      "NaN",
      [
        { account: cash, amountFen: Number.NaN },
        { account: house, amountFen: 1 },
      ],
      /whole number/,
    ],
  ])("refuses %s", (_label, lines, problem) => {
    expect(postingProblem(lines)).toMatch(problem);
  });

  it("refuses unknown accounts", () => {
    const bogusHouse = { userId: null, kind: "vault" } as never;
    expect(
      postingProblem([
        { account: cash, amountFen: -1 },
        { account: bogusHouse, amountFen: 1 },
      ]),
    ).toMatch(/unknown house account vault/);
    const game = playerAccount(100001, "game:AG Casino");
    expect(
      postingProblem([
        { account: cash, amountFen: -1 },
        { account: game, amountFen: 1 },
      ]),
    ).toMatch(/unknown player account/);
    const ownerless = playerAccount(0, "cash");
    expect(
      postingProblem([
        { account: ownerless, amountFen: -1 },
        { account: house, amountFen: 1 },
      ]),
    ).toMatch(/bad account owner/);
    const ok = playerAccount(100001, "game:ag");
    expect(
      postingProblem([
        { account: cash, amountFen: -1 },
        { account: ok, amountFen: 1 },
      ]),
    ).toBeNull();
  });
});

describe("planEntries", () => {
  const locked = (balanceFen: number, version: number, id = 1) => ({ id, ref: cash, balanceFen, version });
  const houseLocked = { id: 2, ref: house, balanceFen: -500, version: 7 };

  it("records balances before and after and the next version of each account", () => {
    const entries = planEntries(
      [locked(1000, 3), houseLocked],
      [
        { account: cash, amountFen: -400 },
        { account: house, amountFen: 400 },
      ],
    );
    expect(entries).toEqual([
      { accountId: 1, amountFen: -400, balanceBeforeFen: 1000, balanceAfterFen: 600, accountVersion: 4 },
      { accountId: 2, amountFen: 400, balanceBeforeFen: -500, balanceAfterFen: -100, accountVersion: 8 },
    ]);
  });

  it("lets a player account reach zero but not below, and lets the house go negative", () => {
    const lines = (fen: number) => [
      { account: cash, amountFen: -fen },
      { account: house, amountFen: fen },
    ];
    expect(planEntries([locked(400, 1), houseLocked], lines(400))[0]?.balanceAfterFen).toBe(0);
    let refusal: unknown;
    try {
      planEntries([locked(400, 1), houseLocked], lines(401));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ status: Status.REFUSED, message: Msg.insufficientBalance });
    const payout = [
      { account: house, amountFen: -10_000 },
      { account: cash, amountFen: 10_000 },
    ];
    expect(planEntries([houseLocked, locked(0, 0)], payout)[0]?.balanceAfterFen).toBe(-10_500);
  });
});

describe("requestHashOf", () => {
  it("ignores key order and undefined fields but not values", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined } })).toBe('{"a":{"d":[2,1]},"b":1}');
    expect(requestHashOf({ a: 1, b: "x" })).toBe(requestHashOf({ b: "x", a: 1 }));
    expect(requestHashOf({ a: 1, b: "x" })).not.toBe(requestHashOf({ a: 2, b: "x" }));
    expect(requestHashOf({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
