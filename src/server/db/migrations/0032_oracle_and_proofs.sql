CREATE TABLE "desk_proof_uses" (
	"proof_id" integer NOT NULL,
	"use" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_proof_uses_proof_id_use_pk" PRIMARY KEY("proof_id","use")
);
--> statement-breakpoint
CREATE TABLE "desk_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "desk_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"subscriber" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_proofs_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lead_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "desk_proof_uses" ADD CONSTRAINT "desk_proof_uses_proof_id_desk_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."desk_proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_proofs_expires_idx" ON "desk_proofs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lead_attempts_client_idx" ON "lead_attempts" USING btree ("client_key","at");--> statement-breakpoint
CREATE INDEX "lead_attempts_at_idx" ON "lead_attempts" USING btree ("at");