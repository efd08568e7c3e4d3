/** The round 支 badge of an Alipay row, in Alipay's blue. */
export function AlipayBadge() {
  return (
    <span className="alipay-badge" aria-hidden>
      支
    </span>
  );
}
