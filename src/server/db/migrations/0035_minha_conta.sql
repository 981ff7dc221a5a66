CREATE TABLE "subscriber_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriber_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"document_key" text NOT NULL,
	"subject" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"code_confirmed_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"proof_id" integer,
	CONSTRAINT "subscriber_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "subscriber_sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriber_sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"token_hash" text,
	"document_key" text NOT NULL,
	"client_key" text NOT NULL,
	"code_hash" text,
	"subject" text,
	"session_id" integer,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "subscriber_sign_ins_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "subscriber_sign_ins_kind_check" CHECK ("subscriber_sign_ins"."kind" in ('code', 'password'))
);
--> statement-breakpoint
ALTER TABLE "erp_settings" ADD COLUMN "central_sign_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_settings" ADD COLUMN "whatsapp_code_template" text;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "cpf_key" text;--> statement-breakpoint
ALTER TABLE "subscriber_sessions" ADD CONSTRAINT "subscriber_sessions_proof_id_desk_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."desk_proofs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_sign_ins" ADD CONSTRAINT "subscriber_sign_ins_session_id_subscriber_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."subscriber_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriber_sessions_document_idx" ON "subscriber_sessions" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "subscriber_sessions_expires_idx" ON "subscriber_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "subscriber_sign_ins_document_idx" ON "subscriber_sign_ins" USING btree ("document_key","created_at");--> statement-breakpoint
CREATE INDEX "subscriber_sign_ins_client_idx" ON "subscriber_sign_ins" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "subscriber_sign_ins_created_idx" ON "subscriber_sign_ins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_ups_cpf_key_idx" ON "sign_ups" USING btree ("cpf_key");