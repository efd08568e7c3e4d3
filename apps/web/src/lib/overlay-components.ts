// antd-mobile's Dialog and Toast, with the animation library under them: a chunk of their own that the
// first screen does not wait for (lib/overlays.ts loads it).
export { Dialog, Toast } from "antd-mobile";
