CREATE TABLE "trash" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trash_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"label" text NOT NULL,
	"record" jsonb NOT NULL,
	"dependents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_by" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trash_deleted_idx" ON "trash" USING btree ("deleted_at");