-- "Near me" from the position the browser last shared: the choice, and the position (kept only while chosen).
ALTER TABLE "notification_settings" ADD COLUMN "near_last_position" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "last_latitude" double precision;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "last_longitude" double precision;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "last_position_at" timestamp with time zone;