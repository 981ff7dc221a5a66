CREATE TABLE "sign_up_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_up_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sign_up_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sealed" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_up_documents_one_per_kind" UNIQUE("sign_up_id","kind"),
	CONSTRAINT "sign_up_documents_kind_check" CHECK ("sign_up_documents"."kind" in ('identity', 'address'))
);
--> statement-breakpoint
CREATE TABLE "sign_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draft_key" text NOT NULL,
	"protocol" text,
	"personal" text NOT NULL,
	"city_id" integer,
	"city_name" text NOT NULL,
	"uf" text,
	"plan_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"offer_code" text,
	"price" numeric(10, 2) NOT NULL,
	"due_day" integer NOT NULL,
	"viability_status" text NOT NULL,
	"viability_source" text NOT NULL,
	"box_id" text,
	"box_name" text,
	"box_distance_meters" integer,
	"client_key" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"status_changed_by" text,
	"assignee_id" text,
	"idempotency_key" text NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ups_draft_key_unique" UNIQUE("draft_key"),
	CONSTRAINT "sign_ups_protocol_unique" UNIQUE("protocol"),
	CONSTRAINT "sign_ups_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sign_ups_status_check" CHECK ("sign_ups"."status" in ('new', 'installing', 'done', 'cancelled')),
	CONSTRAINT "sign_ups_delivery_status_check" CHECK ("sign_ups"."delivery_status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "sign_ups_viability_check" CHECK ("sign_ups"."viability_status" in ('confirmado', 'provável', 'sem viabilidade'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "sign_up_documents" ADD CONSTRAINT "sign_up_documents_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_assignee_id_auth_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ups_delivery_idx" ON "sign_ups" USING btree ("delivery_status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sign_ups_client_idx" ON "sign_ups" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "sign_ups_created_idx" ON "sign_ups" USING btree ("created_at");