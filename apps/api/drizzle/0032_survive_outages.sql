-- What outages and abuse found: mail goes out once (one Message-ID for every attempt, an attempt
-- under way marked), forgot-password requests are written before they are answered, a signed-out
-- session is over (ended_sessions), and a pickup code takes a few tries in 15 minutes.
CREATE TABLE "ended_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_tries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_tries_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "password_reset_requests_pending_idx" ON "password_reset_requests" USING btree ("created_at") WHERE handled_at is null;