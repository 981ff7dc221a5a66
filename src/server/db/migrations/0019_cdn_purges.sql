CREATE TABLE "cdn_purges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cdn_purges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tags" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cdn_purges_status_check" CHECK ("cdn_purges"."status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "cdn_purges_tags_present" CHECK (cardinality("cdn_purges"."tags") >= 1)
);
--> statement-breakpoint
CREATE INDEX "cdn_purges_delivery_idx" ON "cdn_purges" USING btree ("status","next_attempt_at");