/** antd-mobile's ErrorBlock, loaded on demand by ErrorBlock.tsx (its pictures weigh ~9 KB gzipped). */
export { ErrorBlock } from "antd-mobile";
