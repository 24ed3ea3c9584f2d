-- Trucks counted per map cell, status and price range, so Find Trucks can say "1,000+ trucks"
-- without reading them.
--
-- Why: the list's total is exact up to 1,000 and capped after that. Counting up to 1,001 matching
-- trucks read as many entries of the geo index on every request, and at a million trucks a city
-- centre always has that many: the count cost more than the page itself. Now the app first sums
-- the cells that lie wholly inside the circle (a few hundred rows of this table); when they
-- already hold more than the cap, the answer is "1,000+" and no truck is read. Otherwise it counts
-- trucks as before, so small totals stay exact. See apps/api/src/features/trucks/count-cells.ts.
--
-- A cell is 0.01 degrees of latitude by 0.01 of longitude (about 1.1 km by 1.1 km or less).
-- truck_count_cell() is the one place the database cuts degrees into cells; count-cells.ts cuts
-- them the same way (floor of degrees / 0.01 in float8), and a test checks the two agree.
CREATE FUNCTION truck_count_cell(degrees double precision) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(degrees / 0.01::double precision)::integer
$$;--> statement-breakpoint
CREATE TABLE "truck_count_cells" (
  "lat_cell" integer NOT NULL,
  "lng_cell" integer NOT NULL,
  "status" text NOT NULL,
  "price_range" text NOT NULL,
  "trucks" integer NOT NULL,
  PRIMARY KEY ("lat_cell", "lng_cell", "status", "price_range")
);--> statement-breakpoint
-- One truck leaves its old cell row and joins its new one. The two rows are locked in key order,
-- so two trucks swapping (one opening while another closes in the same cell) cannot deadlock.
CREATE FUNCTION trucks_count_cells() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  leaving boolean := TG_OP <> 'INSERT' AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL;
  joining boolean := TG_OP <> 'DELETE' AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL;
  old_key record;
  new_key record;
BEGIN
  IF leaving THEN
    old_key := (truck_count_cell(OLD.latitude), truck_count_cell(OLD.longitude), OLD.status, OLD.price_range);
  END IF;
  IF joining THEN
    new_key := (truck_count_cell(NEW.latitude), truck_count_cell(NEW.longitude), NEW.status, NEW.price_range);
  END IF;
  IF joining AND (NOT leaving OR new_key < old_key) THEN
    INSERT INTO truck_count_cells VALUES (new_key.f1, new_key.f2, new_key.f3, new_key.f4, 1)
      ON CONFLICT (lat_cell, lng_cell, status, price_range) DO UPDATE SET trucks = truck_count_cells.trucks + 1;
    joining := false;
  END IF;
  IF leaving THEN
    UPDATE truck_count_cells SET trucks = trucks - 1
      WHERE lat_cell = old_key.f1 AND lng_cell = old_key.f2 AND status = old_key.f3 AND price_range = old_key.f4;
  END IF;
  IF joining THEN
    INSERT INTO truck_count_cells VALUES (new_key.f1, new_key.f2, new_key.f3, new_key.f4, 1)
      ON CONFLICT (lat_cell, lng_cell, status, price_range) DO UPDATE SET trucks = truck_count_cells.trucks + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER trucks_count_cells AFTER INSERT OR DELETE ON "trucks"
  FOR EACH ROW EXECUTE FUNCTION trucks_count_cells();--> statement-breakpoint
-- A live location moves a truck many times a minute, nearly always within its cell: only a change
-- of cell, status or price range touches the counts.
CREATE TRIGGER trucks_count_cells_change AFTER UPDATE OF latitude, longitude, status, price_range ON "trucks"
  FOR EACH ROW WHEN (
    truck_count_cell(OLD.latitude) IS DISTINCT FROM truck_count_cell(NEW.latitude)
    OR truck_count_cell(OLD.longitude) IS DISTINCT FROM truck_count_cell(NEW.longitude)
    OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.price_range IS DISTINCT FROM NEW.price_range)
  EXECUTE FUNCTION trucks_count_cells();--> statement-breakpoint
CREATE FUNCTION trucks_truncate_count_cells() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE truck_count_cells;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER trucks_truncate_count_cells AFTER TRUNCATE ON "trucks"
  FOR EACH STATEMENT EXECUTE FUNCTION trucks_truncate_count_cells();--> statement-breakpoint
INSERT INTO truck_count_cells
  SELECT truck_count_cell(latitude), truck_count_cell(longitude), status, price_range, count(*)::integer
  FROM trucks WHERE latitude IS NOT NULL AND longitude IS NOT NULL
  GROUP BY 1, 2, 3, 4;
