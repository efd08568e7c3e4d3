// Provably fair house draws: seeded unbiased integers, seed hash chains, draw recomputation.
export { fairRandomInt, fairWordStream, isSeed, rejectionLimit, sampleBelow, seedBytes } from "./random.ts";
export {
  chainSeedAt,
  chainSegment,
  hashChain,
  seedHash,
  verifyAgainstAnchor,
  verifyChainLink,
} from "./chain.ts";
export { fairDraw, verifyHouseDraw, type HouseDrawCheck } from "./draw.ts";
