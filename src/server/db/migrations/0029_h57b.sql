CREATE TABLE "consent_counts" (
	"day" date NOT NULL,
	"version" text NOT NULL,
	"choice" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consent_counts_day_version_choice_pk" PRIMARY KEY("day","version","choice"),
	CONSTRAINT "consent_counts_choice_check" CHECK ("consent_counts"."choice" in ('all', 'none', 'analytics', 'marketing'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "gtm_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "ga4_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "meta_pixel_id" text DEFAULT '' NOT NULL;