-- Followers per truck per day for owners' analytics: each follow or unfollow writes the truck's
-- count for the day (India time, as analytics counts days); days without a change keep the last.
ALTER TABLE "truck_daily_stats" ADD COLUMN "followers" integer;--> statement-breakpoint
CREATE FUNCTION record_truck_followers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A truck being deleted (its follows go with it) is skipped by the join.
  INSERT INTO truck_daily_stats (truck_id, day, followers)
  SELECT t.id, (now() AT TIME ZONE 'Asia/Kolkata')::date, (SELECT count(*)::int FROM truck_follows f WHERE f.truck_id = t.id)
    FROM trucks t WHERE t.id IN (SELECT DISTINCT truck_id FROM changed)
  ON CONFLICT (truck_id, day) DO UPDATE SET followers = excluded.followers;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER truck_follows_added AFTER INSERT ON truck_follows REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION record_truck_followers();--> statement-breakpoint
CREATE TRIGGER truck_follows_removed AFTER DELETE ON truck_follows REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION record_truck_followers();--> statement-breakpoint
-- Follows made before this: today's count, so the figures start from what is true now.
INSERT INTO truck_daily_stats (truck_id, day, followers)
SELECT truck_id, (now() AT TIME ZONE 'Asia/Kolkata')::date, count(*)::int FROM truck_follows GROUP BY truck_id
ON CONFLICT (truck_id, day) DO UPDATE SET followers = excluded.followers;
