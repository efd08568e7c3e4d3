import { Swiper } from "antd-mobile";
import { followLink } from "../../../lib/links.ts";
import { useRechargeBanners } from "../api/banners.ts";

/** The recharge page's banners (content module, position recharge); nothing when there are none. */
export function RechargeBanners() {
  const banners = useRechargeBanners().data ?? [];
  if (banners.length === 0) return null;
  return (
    <Swiper className="funds-banners" autoplay loop={banners.length > 1} autoplayInterval={4000}>
      {banners.map((banner) => (
        <Swiper.Item key={banner.id}>
          <button type="button" className="funds-banner" onClick={() => followLink(banner.link)}>
            <img src={banner.image} alt={banner.title} draggable={false} />
          </button>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
