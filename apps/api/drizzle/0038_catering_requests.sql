CREATE TABLE "catering_request_trucks" (
	"request_id" uuid NOT NULL,
	"truck_id" uuid NOT NULL,
	CONSTRAINT "catering_request_trucks_request_id_truck_id_pk" PRIMARY KEY("request_id","truck_id")
);
--> statement-breakpoint
CREATE TABLE "catering_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"guests" integer NOT NULL,
	"budget_per_head" integer NOT NULL,
	"cuisines" text[] NOT NULL,
	"diets" text[] DEFAULT '{}'::text[] NOT NULL,
	"occasion" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"truck_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_requests_status_check" CHECK ("catering_requests"."status" in ('open', 'booked', 'cancelled', 'closed')),
	CONSTRAINT "catering_requests_hours_check" CHECK ("catering_requests"."ends_at" > "catering_requests"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "truck_catering_areas" (
	"truck_id" uuid PRIMARY KEY NOT NULL,
	"radius_km" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catering_request_trucks" ADD CONSTRAINT "catering_request_trucks_request_id_catering_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."catering_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_request_trucks" ADD CONSTRAINT "catering_request_trucks_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD CONSTRAINT "catering_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD CONSTRAINT "catering_requests_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_catering_areas" ADD CONSTRAINT "truck_catering_areas_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catering_request_trucks_truck_idx" ON "catering_request_trucks" USING btree ("truck_id");--> statement-breakpoint
CREATE INDEX "catering_requests_customer_idx" ON "catering_requests" USING btree ("customer_id","created_at");