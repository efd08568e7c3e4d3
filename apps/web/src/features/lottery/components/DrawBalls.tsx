/** A drawn result ("02,03,11,18,19,29|10") as small balls: the first zone red, later zones blue. */
export function DrawBalls({ numbers, size = "small" }: { numbers: string; size?: "small" | "normal" }) {
  const zones = numbers.split("|").map((zone) => zone.split(",").filter(Boolean));
  return (
    <span className={`draw-balls draw-balls-${size}`}>
      {zones.map((zone, z) =>
        zone.map((value, i) => (
          <span key={`${z}-${i}`} className={`draw-ball${z > 0 ? " draw-ball-blue" : ""}`}>
            {value}
          </span>
        )),
      )}
    </span>
  );
}
