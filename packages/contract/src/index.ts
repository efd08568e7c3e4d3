export * from "./status.ts";
export * from "./signature.ts";
export * from "./signature.vectors.ts";
export * from "./messages.ts";
export * from "./params.ts";
export * from "./models.ts";
export * from "./account.ts";
export * from "./content.ts";
