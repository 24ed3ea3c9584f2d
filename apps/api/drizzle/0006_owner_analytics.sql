CREATE TABLE "truck_daily_stats" (
	"truck_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"directions_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "truck_daily_stats_truck_id_day_pk" PRIMARY KEY("truck_id","day")
);
--> statement-breakpoint
ALTER TABLE "truck_daily_stats" ADD CONSTRAINT "truck_daily_stats_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_history_one_active_key" ON "location_history" USING btree ("truck_id") WHERE "location_history"."is_active";