import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mainHttp } from "../../../lib/request.ts";
import { clearSession, startSession } from "../../../lib/session.ts";
import { storage } from "../../../lib/storage.ts";
import { demoUser, mockAdapter, resetBrowserState, type SeenRequest } from "#test/helpers.ts";
import { syncFavourites, toggleFavouriteGame, useFavourites } from "./use-favourites.ts";

let log: SeenRequest[];

function serverHas(codes: string[]) {
  mainHttp.adapter = mockAdapter((r) => {
    if (r.url.endsWith("/UserCenter/Favourites")) return { data: { status: 0, msg: "", models: { codes } } };
    return { data: { status: 0, msg: "", models: { codes: r.body.codes?.split(",") ?? [] } } };
  }, log);
}

const saves = () => log.filter((r) => r.url.endsWith("/UserCenter/SetFavourites"));

beforeEach(() => {
  log = [];
  useFavourites.setState({ codes: [] });
});

afterEach(() => {
  resetBrowserState();
  clearSession();
});

describe("favourites on this device and the account", () => {
  it("stars locally for a visitor without calling the server", () => {
    serverHas([]);
    toggleFavouriteGame("ssq");
    expect(useFavourites.getState().codes).toEqual(["ssq"]);
    expect(storage.get("favourites")).toEqual(["ssq"]);
    expect(log).toHaveLength(0);
  });

  it("saves a player's star on the account too", async () => {
    startSession({ token: "tok-1", userInfo: demoUser });
    serverHas([]);
    toggleFavouriteGame("dlt");
    await Promise.resolve();
    expect(saves()[0]).toMatchObject({ method: "POST", body: { codes: "dlt", tk: "tok-1" } });
  });

  it("merges at login: keeps both sides and saves the union when the account lacked some", async () => {
    startSession({ token: "tok-1", userInfo: demoUser });
    useFavourites.setState({ codes: ["ssq", "cqssc"] });
    serverHas(["dlt", "ssq"]);
    await syncFavourites();
    expect(useFavourites.getState().codes).toEqual(["ssq", "cqssc", "dlt"]);
    expect(storage.get("favourites")).toEqual(["ssq", "cqssc", "dlt"]);
    expect(saves().map((r) => r.body.codes)).toEqual(["ssq,cqssc,dlt"]);
  });

  it("does not save when the account already has the merged list", async () => {
    startSession({ token: "tok-1", userInfo: demoUser });
    useFavourites.setState({ codes: [] });
    serverHas(["dlt", "ssq"]);
    await syncFavourites();
    expect(useFavourites.getState().codes).toEqual(["dlt", "ssq"]);
    expect(saves()).toHaveLength(0);
  });
});
