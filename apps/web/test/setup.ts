import { loadOverlays } from "../src/lib/overlays.ts";

// The app loads its dialogs and toasts after the first screen (lib/overlays.ts); tests start with them
// loaded, so a toast shows at once, as it does in the app once the first screen is up.
await loadOverlays();
