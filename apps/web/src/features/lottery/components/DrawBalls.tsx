/**
 * A drawn result ("02,03,11,18,19,29|10") as small balls: the first zone red, later zones blue. With
 * `hits` (per zone and position, logic/order-view drawHits) the balls a ticket hit are ringed.
 */
export function DrawBalls({
  numbers,
  size = "small",
  hits,
}: {
  numbers: string;
  size?: "small" | "normal";
  hits?: readonly (readonly boolean[])[];
}) {
  const zones = numbers.split("|").map((zone) => zone.split(",").filter(Boolean));
  return (
    <span className={`draw-balls draw-balls-${size}`}>
      {zones.map((zone, z) =>
        zone.map((value, i) => (
          <span
            key={`${z}-${i}`}
            className={`draw-ball${z > 0 ? " draw-ball-blue" : ""}${hits?.[z]?.[i] ? " draw-ball-hit" : ""}`}
          >
            {value}
          </span>
        )),
      )}
    </span>
  );
}
