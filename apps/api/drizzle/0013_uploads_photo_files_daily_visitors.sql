CREATE TABLE "photo_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_daily_visitors" (
	"truck_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "truck_daily_visitors_truck_id_day_kind_visitor_pk" PRIMARY KEY("truck_id","day","kind","visitor"),
	CONSTRAINT "truck_daily_visitors_kind_check" CHECK ("truck_daily_visitors"."kind" in ('view', 'click'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploader_id" uuid,
	"url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"keys" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "truck_daily_visitors" ADD CONSTRAINT "truck_daily_visitors_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "truck_daily_visitors_day_idx" ON "truck_daily_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "uploads_uploader_created_idx" ON "uploads" USING btree ("uploader_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");