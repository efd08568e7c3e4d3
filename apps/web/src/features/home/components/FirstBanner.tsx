import { useBanners } from "../api/home-content.ts";

/**
 * The first home banner, still, while the swiper's chunk loads (issue 21: the banner is the home
 * screen's largest paint). Its list is asked for at once, beside the chunk; the swiper then shows the
 * same image from the cache.
 */
export function FirstBanner() {
  const first = useBanners().data?.list?.[0];
  if (!first) return <div className="home-carousel home-carousel-empty" />;
  return (
    <div className="home-carousel">
      <div className="banner">
        <img src={first.image} alt={first.title} draggable={false} fetchPriority="high" />
      </div>
    </div>
  );
}
