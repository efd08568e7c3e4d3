type Overlays = typeof import("./overlay-components.ts");

let loaded: Overlays | undefined;
let loading: Promise<Overlays> | undefined;

/**
 * antd-mobile's Dialog and Toast, loaded apart from the first screen (issue 21: with their animation
 * library they weigh about 15 KB gzipped). main.tsx asks for them once the first screen is up.
 */
export function loadOverlays(): Promise<Overlays> {
  loading ??= import("./overlay-components.ts").then((module) => (loaded = module));
  return loading;
}

/** Runs `show` with the overlays: at once when they are loaded, else as soon as they arrive. */
export function withOverlays(show: (overlays: Overlays) => void): void {
  if (loaded) show(loaded);
  else void loadOverlays().then(show);
}
