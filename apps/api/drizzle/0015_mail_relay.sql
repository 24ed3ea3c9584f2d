-- Mail is relayed from the outbox with retries: each message counts its attempts, waits for its
-- next one (backing off after failures), is leased by one instance while it is being sent (so a
-- fleet sends it once, and a crashed instance's lease runs out), and is given up after the last
-- attempt (admins see those). See apps/api/src/plugins/mailer.ts.
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE sent_at is null and failed_at is null;--> statement-breakpoint
-- Messages left unsent before the relay existed are not sent days late (a stale reset link helps
-- nobody): they are marked given up, for admins to see.
UPDATE "mail_outbox" SET "failed_at" = now(), "error" = coalesce("error", 'Queued before mail was relayed; not sent') WHERE "sent_at" IS NULL AND "created_at" < now() - interval '1 day';
