import { useEffect, useRef, useState, type PointerEvent } from "react";
import { storage } from "../../../lib/storage.ts";
import { gamesMessages } from "../../../messages/games.ts";
import {
  FADE_AFTER_MS,
  isDrag,
  snapToEdge,
  TapClassifier,
  type Point,
  type TapKind,
} from "../logic/floating-ball.ts";

function initialPosition(): Point {
  const left = storage.get("floatBallLeft");
  const top = storage.get("floatBallTop");
  if (typeof left === "number" && typeof top === "number") return { left, top };
  return { left: 0, top: Math.round(window.innerHeight * 0.3) };
}

interface Press {
  pointerX: number;
  pointerY: number;
  start: Point;
  dragging: boolean;
}

/**
 * The embedded game's floating ball (SPEC 2.5/4): tap, double tap, drag; snaps to a side edge on
 * release, fades after 2 s idle, and remembers where it was left.
 */
export function FloatingBall({ onTap }: { onTap: (kind: TapKind) => void }) {
  const [position, setPosition] = useState(initialPosition);
  const [faded, setFaded] = useState(false);
  const press = useRef<Press | null>(null);
  const ball = useRef<HTMLButtonElement>(null);
  const tapHandler = useRef(onTap);
  tapHandler.current = onTap;
  const classifier = useRef<TapClassifier | null>(null);
  classifier.current ??= new TapClassifier((kind) => tapHandler.current(kind));
  const [touchedAt, setTouchedAt] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setFaded(true), FADE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [touchedAt]);
  useEffect(() => () => classifier.current?.cancel(), []);

  const wake = () => {
    setFaded(false);
    setTouchedAt(Date.now());
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    wake();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    press.current = { pointerX: event.clientX, pointerY: event.clientY, start: position, dragging: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = press.current;
    if (!current) return;
    const dx = event.clientX - current.pointerX;
    const dy = event.clientY - current.pointerY;
    if (!current.dragging && !isDrag(dx, dy)) return;
    current.dragging = true;
    setPosition({ left: current.start.left + dx, top: current.start.top + dy });
  };
  const onPointerUp = () => {
    const current = press.current;
    press.current = null;
    wake();
    if (!current) return;
    if (!current.dragging) {
      classifier.current?.tap();
      return;
    }
    const size = ball.current?.offsetWidth ?? 48;
    const snapped = snapToEdge(position, { width: window.innerWidth, height: window.innerHeight }, size);
    setPosition(snapped);
    storage.set("floatBallLeft", snapped.left);
    storage.set("floatBallTop", snapped.top);
  };

  return (
    <button
      ref={ball}
      type="button"
      aria-label={gamesMessages.gamesBall}
      data-testid="float-ball"
      className={`float-ball${faded ? " faded" : ""}`}
      style={{ left: position.left, top: position.top }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (press.current = null)}
    />
  );
}
