import { BannerCarousel } from "../features/home/banner-carousel";

/** The home pages' banners: in the server's HTML with their links; rotation and controls once hydrated. */
export default BannerCarousel;
