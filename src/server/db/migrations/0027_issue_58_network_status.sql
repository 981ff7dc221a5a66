CREATE TABLE "network_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"neighbourhoods" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expected_end_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolution" text DEFAULT '' NOT NULL,
	"updates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'console' NOT NULL,
	"external_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_notices_kind_known" CHECK ("network_notices"."kind" in ('falha', 'manutencao')),
	CONSTRAINT "network_notices_source_known" CHECK ("network_notices"."source" in ('console', 'sgp')),
	CONSTRAINT "network_notices_end_after_start" CHECK ("network_notices"."expected_end_at" > "network_notices"."starts_at"),
	CONSTRAINT "network_notices_schedule_order" CHECK ("network_notices"."unpublish_at" > "network_notices"."publish_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "network_notices_external_key" ON "network_notices" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "network_notices_starts_idx" ON "network_notices" USING btree ("starts_at");