import { Swiper } from "antd-mobile";
import { followLink } from "../../../lib/links.ts";
import { useBanners } from "../api/home-content.ts";

/** The home banners: autoplay, loop; a tap follows the banner's link (SPEC 2.2). */
export function HomeCarousel() {
  const banners = useBanners().data?.list ?? [];
  if (banners.length === 0) return <div className="home-carousel home-carousel-empty" />;
  return (
    <Swiper className="home-carousel" autoplay loop autoplayInterval={4000}>
      {banners.map((banner) => (
        <Swiper.Item key={banner.id}>
          <button type="button" className="banner" onClick={() => followLink(banner.link)}>
            <img src={banner.image} alt={banner.title} draggable={false} />
          </button>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
