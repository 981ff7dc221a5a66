CREATE TABLE "coverage_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coverage_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"format" text NOT NULL,
	"geojson" jsonb NOT NULL,
	"polygon_count" integer NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"source_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"box_distance_meters" integer DEFAULT 250 NOT NULL,
	"geocoder_url" text DEFAULT '' NOT NULL,
	"geocoder_key_encrypted" text DEFAULT '' NOT NULL,
	"geocoder_key_hint" text DEFAULT '' NOT NULL,
	"tile_url" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coverage_settings_single_row" CHECK ("coverage_settings"."id" = 1)
);
