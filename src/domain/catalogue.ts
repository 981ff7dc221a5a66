// Catalogue constants from SPEC §9, shared by the database schema, the server and the pages.

export const PLAN_TYPES = ["Internet", "Combo"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** The client's initial plan-type filter (SPEC §4): not a stored type. */
export const DEFAULT_PLAN_TYPE = "Destaque";

export const BUSINESS_PLAN_TYPE = "empresarial";

export const MIN_CAMERA_COUNT = 0;
export const MAX_CAMERA_COUNT = 5;
/** Every camera count a plan may have, for selects. */
export const CAMERA_COUNTS: readonly number[] = Array.from({ length: MAX_CAMERA_COUNT + 1 }, (_, n) => n);

export const DEFAULT_BADGE = "MELHOR OFERTA";

/** Banner backgrounds: the named style choices, white being the default. */
export const BANNER_COLORS = [
  "white",
  "yellow",
  "light-blue",
  "medium-blue",
  "dark-blue",
  "dark-yellow",
] as const;
export type BannerColor = (typeof BANNER_COLORS)[number];

/** Services that have a streaming guide page, and so may have streaming banners. */
export const STREAMING_BANNER_SERVICES = ["looke", "max", "telecine", "globoplay", "premiere"] as const;
export type StreamingGuideId = (typeof STREAMING_BANNER_SERVICES)[number];

export const CITY_NOTICE_MS = 3000;
export const SKELETON_CARD_COUNT = 4;
