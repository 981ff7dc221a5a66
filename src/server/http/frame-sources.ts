import { embeddedVideo, type SiteSettings } from "../../domain";
import { frameOrigins } from "./security-headers";

/**
 * Origins a public page may show in a frame besides the two addresses in the site settings (the
 * subscriber portal on /cliente and the job listing on /trabalhe-conosco). A page that embeds
 * something else (a video, an external guide) adds its origin here, with the page that needs it;
 * nothing else may be framed (docs/decisions/0007-csp-nonce-on-the-way-out.md).
 */
export const EXTRA_FRAME_ORIGINS: readonly string[] = [];

/**
 * The CSP's frame-src list: the settings' portal, jobs and streaming-guide origins, the partner video's
 * player (youtube-nocookie.com or player.vimeo.com, embeddedVideo), then the constant extras.
 */
export function pageFrameSources(
  settings: Pick<SiteSettings, "subscriberPortalUrl" | "jobsUrl"> &
    Partial<Pick<SiteSettings, "streamingHelpUrl" | "partnerVideoUrl">>,
  extra: readonly string[] = EXTRA_FRAME_ORIGINS,
): string[] {
  const video = settings.partnerVideoUrl ? embeddedVideo(settings.partnerVideoUrl)?.origin : undefined;
  return [
    ...new Set([
      ...frameOrigins([settings.subscriberPortalUrl, settings.jobsUrl, settings.streamingHelpUrl, video]),
      ...extra,
    ]),
  ];
}
