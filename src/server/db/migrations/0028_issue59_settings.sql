-- Issue 59: the footer's reputation scores with the day each was read, the Procon of each served state
-- (the anti-fraud page), /parceiros' how-it-works video and /streamings' login-help guide. All empty
-- until set in Configurações, which the pages take as "not shown".
ALTER TABLE "site_settings" ADD COLUMN "reclame_aqui_score" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "reclame_aqui_score_on" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "google_rating" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "google_review_count" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "google_rating_on" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "procon_urls" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "partner_video_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "streaming_help_url" text DEFAULT '' NOT NULL;