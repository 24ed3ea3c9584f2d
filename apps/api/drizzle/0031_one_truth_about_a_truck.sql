-- One truth about a truck. Whether a truck is serving is worked out when it is read, by the
-- shared servingState rule, from the owner's last word, the stops and the clock; so the truck's
-- JSON is built in TypeScript from its rows, not stored as text by triggers. This removes what
-- kept the old copies: the list item text, the page documents, the count cells, their functions
-- and triggers, and the cube column the database searched by (the trucks in memory answer
-- searches by place now). What tells the instances of changes is in drizzle/functions.sql,
-- applied on every migrate.
DROP FUNCTION IF EXISTS trucks_set_list_json CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS truck_images_refresh_truck CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS trucks_refresh_detail CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS truck_part_refresh_detail CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS users_refresh_truck_details CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS refresh_truck_detail CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS refresh_truck_schedules CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS trucks_count_cells CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS trucks_truncate_count_cells CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS truck_count_cell CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_truck_list_changed CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_truck_list_truncated CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_truck_pages_changed CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_truck_pages_truncated CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_truck_stops_changed CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS truck_schedule_json CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS truck_detail_json CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS truck_list_json CASCADE;--> statement-breakpoint
DROP TABLE IF EXISTS "truck_detail_documents";--> statement-breakpoint
DROP TABLE IF EXISTS "truck_count_cells";--> statement-breakpoint
ALTER TABLE "trucks" DROP COLUMN IF EXISTS "list_json_tail";--> statement-breakpoint
ALTER TABLE "trucks" DROP COLUMN IF EXISTS "geo_unit";--> statement-breakpoint
ALTER TABLE "trucks" DROP CONSTRAINT "trucks_status_check";--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "owner_word" text;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "owner_word_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "owner_word_until" timestamp with time zone;--> statement-breakpoint
-- Dish search compares names in memory by the shared dishKey rule: the database's copy of that
-- rule, and the column and index it fed, go.
DROP INDEX IF EXISTS "menu_items_search_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "menu_items" DROP COLUMN IF EXISTS "search_key";--> statement-breakpoint
DROP FUNCTION IF EXISTS dish_key;--> statement-breakpoint
-- The status owners set decided a truck only while it shared its live place, or had no stops;
-- there it becomes the owner's word, said now (an opening for two hours). Elsewhere the stops
-- decide, as they did. 'opening-soon' is worked out now, never said.
UPDATE "trucks" SET
  "owner_word" = CASE WHEN "status" IN ('open', 'busy') THEN "status" ELSE 'closed' END,
  "owner_word_at" = now(),
  "owner_word_until" = CASE WHEN "status" IN ('open', 'busy') THEN now() + interval '2 hours' END
WHERE "is_location_sharing_enabled" OR NOT EXISTS (SELECT 1 FROM "truck_stops" s WHERE s."truck_id" = "trucks"."id");--> statement-breakpoint
ALTER TABLE "trucks" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_owner_word_check" CHECK ("trucks"."owner_word" in ('open', 'busy', 'closed'));
