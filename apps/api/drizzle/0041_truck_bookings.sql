CREATE TABLE "truck_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"truck_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truck_bookings_hours_check" CHECK ("truck_bookings"."ends_at" > "truck_bookings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "truck_bookings" ADD CONSTRAINT "truck_bookings_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_bookings" ADD CONSTRAINT "truck_bookings_request_id_catering_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."catering_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "truck_bookings_request_key" ON "truck_bookings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "truck_bookings_truck_idx" ON "truck_bookings" USING btree ("truck_id","starts_at");