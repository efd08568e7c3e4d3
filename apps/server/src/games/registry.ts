import type { Deps } from "../deps.ts";
import { demoGameProvider } from "./demo-provider.ts";
import type { GameProvider } from "./provider.ts";

const providers = new WeakMap<Deps, GameProvider>();

/** The game provider of an app: the built-in demo provider unless another was installed. */
export function gameProviderOf(deps: Deps): GameProvider {
  let provider = providers.get(deps);
  if (!provider) {
    provider = demoGameProvider(deps.db);
    providers.set(deps, provider);
  }
  return provider;
}

/** Installs another provider on an app (a real platform's adapter, or a failing one in tests). */
export function installGameProvider(deps: Deps, provider: GameProvider): void {
  providers.set(deps, provider);
}
