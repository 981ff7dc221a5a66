CREATE TABLE "subscriber_request_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriber_request_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"sealed" text NOT NULL,
	"staff_id" text,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriber_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"protocol" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"via" text,
	"erp_reference" text,
	"erp_error" text,
	"personal" text NOT NULL,
	"city_id" integer,
	"city_name" text,
	"subscriber_key" text NOT NULL,
	"client_key" text NOT NULL,
	"state_changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriber_requests_protocol_unique" UNIQUE("protocol"),
	CONSTRAINT "subscriber_requests_kind_check" CHECK ("subscriber_requests"."kind" in ('cancel', 'retention', 'due_day', 'address', 'wifi', 'plan')),
	CONSTRAINT "subscriber_requests_state_check" CHECK ("subscriber_requests"."state" in ('received', 'in_progress', 'done', 'refused')),
	CONSTRAINT "subscriber_requests_via_check" CHECK ("subscriber_requests"."via" in ('route', 'device', 'ticket', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "marketing_deliveries" DROP CONSTRAINT "marketing_deliveries_channel_check";--> statement-breakpoint
ALTER TABLE "marketing_deliveries" DROP CONSTRAINT "marketing_deliveries_one_source";--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD COLUMN "subscriber_request_id" integer;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD COLUMN "subscriber_request_reply_id" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "retention_offer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriber_request_replies" ADD CONSTRAINT "subscriber_request_replies_request_id_subscriber_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."subscriber_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_request_replies" ADD CONSTRAINT "subscriber_request_replies_staff_id_auth_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriber_request_replies_request_idx" ON "subscriber_request_replies" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "subscriber_requests_created_idx" ON "subscriber_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriber_requests_subscriber_idx" ON "subscriber_requests" USING btree ("subscriber_key","created_at");--> statement-breakpoint
CREATE INDEX "subscriber_requests_client_idx" ON "subscriber_requests" USING btree ("client_key","created_at");--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_subscriber_request_id_subscriber_requests_id_fk" FOREIGN KEY ("subscriber_request_id") REFERENCES "public"."subscriber_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_subscriber_request_reply_id_subscriber_request_replies_id_fk" FOREIGN KEY ("subscriber_request_reply_id") REFERENCES "public"."subscriber_request_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_channel_check" CHECK ("marketing_deliveries"."channel" in ('rdstation', 'email', 'whatsapp', 'protocol', 'notice_email', 'notice_whatsapp', 'request', 'request_reply'));--> statement-breakpoint
ALTER TABLE "marketing_deliveries" ADD CONSTRAINT "marketing_deliveries_one_source" CHECK (num_nonnulls("marketing_deliveries"."lead_id", "marketing_deliveries"."subscriber_id", "marketing_deliveries"."sign_up_id", "marketing_deliveries"."subscriber_request_id", "marketing_deliveries"."subscriber_request_reply_id") = 1);