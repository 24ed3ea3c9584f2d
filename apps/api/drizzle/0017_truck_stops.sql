-- A truck's schedule as stops (places with local times, recurring or one-off) and the dates
-- they do not run; expanded into occurrences by the shared stops module. The weekly hours text
-- (truck_schedules) stays for the screens that show it until the owner's editor moves to stops.
CREATE TABLE "truck_stop_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"truck_id" uuid NOT NULL,
	"stop_id" uuid,
	"date" date NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "truck_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"truck_id" uuid NOT NULL,
	"label" text NOT NULL,
	"address" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"weekdays" text[] DEFAULT '{}'::text[] NOT NULL,
	"every_weeks" smallint DEFAULT 1 NOT NULL,
	"from_date" date,
	"until_date" date,
	"date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "truck_stop_exceptions" ADD CONSTRAINT "truck_stop_exceptions_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_stop_exceptions" ADD CONSTRAINT "truck_stop_exceptions_stop_id_truck_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."truck_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_stops" ADD CONSTRAINT "truck_stops_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "truck_stop_exceptions_truck_idx" ON "truck_stop_exceptions" USING btree ("truck_id","date");--> statement-breakpoint
CREATE INDEX "truck_stops_truck_idx" ON "truck_stops" USING btree ("truck_id");