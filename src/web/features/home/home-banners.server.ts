import type { AppLoadContext } from "react-router";
import type { PublicBanners } from "../../../domain";
import { listHomeBanners } from "../../server-context.server";

/** The carousel's banners for a page loader; null when the read failed, so the browser retries via the API. */
export async function loadHomeBanners(context: AppLoadContext): Promise<PublicBanners | null> {
  try {
    return await listHomeBanners(context);
  } catch (error) {
    context.logger.error({ err: error }, "could not load the home banners");
    return null;
  }
}
