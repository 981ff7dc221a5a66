import type { PublicBanners } from "../../../domain";
import type { AppContext } from "../../../server/http/app-context";

/** The carousel's banners for the page; null when the read failed, so the browser retries via the API. */
export async function loadHomeBanners(locals: AppContext): Promise<PublicBanners | null> {
  try {
    return await locals.catalogue.homeBanners();
  } catch (error) {
    locals.logger.error({ err: error }, "could not load the home banners");
    return null;
  }
}
