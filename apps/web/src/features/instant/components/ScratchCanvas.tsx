import { useEffect, useRef } from "react";
import { instantMessages as m } from "../../../messages/instant.ts";

/** Past this share of the coating scratched away, the card reveals itself (REFERENCE-RULES §4.4). */
const OPEN_SHARE = 0.5;
const BRUSH_PX = 22;

function paintCoating(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const { width, height } = canvas;
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, "#bfbfbf");
  gradient.addColorStop(1, "#8c8c8c");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = "#f5f5f5";
  ctx.font = `bold ${Math.round(height / 6)}px sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(m.instantScratchCover, width / 2, height / 2);
  ctx.globalCompositeOperation = "destination-out";
  return ctx;
}

/** The share of the coating already scratched away (sampling every 16th pixel's alpha). */
function clearedShare(ctx: CanvasRenderingContext2D, width: number, height: number): number {
  const data = ctx.getImageData(0, 0, width, height).data;
  let clear = 0;
  let seen = 0;
  for (let i = 3; i < data.length; i += 64) {
    seen += 1;
    if (data[i] === 0) clear += 1;
  }
  return seen === 0 ? 0 : clear / seen;
}

/**
 * The coating of a scratch card: the player rubs it off with a finger or the mouse; past half of it
 * the whole coating goes and `onOpen` runs once. The prize under it was decided at purchase.
 */
export function ScratchCanvas(props: { onOpen: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const opened = useRef(false);
  const onOpen = useRef(props.onOpen);
  onOpen.current = props.onOpen;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const rect = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(rect.width));
    canvas.height = Math.max(1, Math.round(rect.height));
    const ctx = paintCoating(canvas);
    if (!ctx) return;
    let down = false;
    const scratchAt = (event: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      ctx.beginPath();
      ctx.arc(event.clientX - box.left, event.clientY - box.top, BRUSH_PX, 0, Math.PI * 2);
      ctx.fill();
    };
    const open = () => {
      if (opened.current) return;
      opened.current = true;
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      onOpen.current();
    };
    const start = (event: PointerEvent) => {
      down = true;
      canvas.setPointerCapture?.(event.pointerId);
      scratchAt(event);
    };
    const move = (event: PointerEvent) => {
      if (down) scratchAt(event);
    };
    const end = () => {
      if (!down) return;
      down = false;
      if (clearedShare(ctx, canvas.width, canvas.height) >= OPEN_SHARE) open();
    };
    canvas.addEventListener("pointerdown", start);
    canvas.addEventListener("pointermove", move);
    canvas.addEventListener("pointerup", end);
    canvas.addEventListener("pointerleave", end);
    return () => {
      canvas.removeEventListener("pointerdown", start);
      canvas.removeEventListener("pointermove", move);
      canvas.removeEventListener("pointerup", end);
      canvas.removeEventListener("pointerleave", end);
    };
  }, []);

  return <canvas ref={canvasRef} data-testid="scratch-canvas" aria-label={m.instantScratchHint} />;
}
