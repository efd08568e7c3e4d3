import { describe, expect, it } from "vitest";
import { dialogBatchKey, dialogsToShow } from "./dialog-rule.ts";

const dialog = { id: 1, title: "欢迎", content: "理性购彩", image: "", link: "" };
const models = { list: [dialog], updatedAt: "2026-11-21T20:30:00+08:00" };
const key = dialogBatchKey(models);

describe("pop-up dialogs once per batch", () => {
  it("shows a batch never shown", () => {
    expect(dialogsToShow(models, undefined)).toEqual([dialog]);
  });

  it("does not show the same batch again", () => {
    expect(dialogsToShow(models, key)).toEqual([]);
  });

  it("shows again when updatedAt moves, either way", () => {
    expect(dialogsToShow({ ...models, updatedAt: "2026-11-21T20:29:59+08:00" }, key)).toEqual([dialog]);
    expect(dialogsToShow({ ...models, updatedAt: "2026-11-21T20:30:01+08:00" }, key)).toEqual([dialog]);
  });

  it("shows a player's batch changed at the same moment as the visitor's batch already shown", () => {
    const playerDialog = { ...dialog, id: 2, title: "欢迎回来" };
    expect(dialogsToShow({ ...models, list: [playerDialog] }, key)).toEqual([playerDialog]);
  });

  it("shows nothing for an empty list, no answer, or an unreadable time", () => {
    expect(dialogsToShow({ ...models, list: [] }, undefined)).toEqual([]);
    expect(dialogsToShow(undefined, undefined)).toEqual([]);
    expect(dialogsToShow({ ...models, updatedAt: "soon" }, undefined)).toEqual([]);
  });
});
