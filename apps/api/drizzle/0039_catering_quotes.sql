CREATE TABLE "catering_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"truck_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"price_per_head" integer NOT NULL,
	"minimum_guests" integer NOT NULL,
	"dish_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"menu_text" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_quotes_status_check" CHECK ("catering_quotes"."status" in ('active', 'withdrawn', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "catering_quotes" ADD CONSTRAINT "catering_quotes_request_id_catering_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."catering_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_quotes" ADD CONSTRAINT "catering_quotes_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catering_quotes_request_truck_key" ON "catering_quotes" USING btree ("request_id","truck_id");--> statement-breakpoint
CREATE INDEX "catering_quotes_truck_idx" ON "catering_quotes" USING btree ("truck_id");