-- Nearest-neighbour search. Each truck's position as a unit vector on the sphere (x, y, z); the
-- straight-line (chord) distance between unit vectors grows with the great-circle distance, so a
-- KNN GiST scan ordered by `geo_unit <-> centre` visits trucks nearest first and stops after the
-- page: the cost of "50 nearest" stays flat however many trucks exist. The cube extension is
-- trusted (any database owner may create it) and ships with PGlite's contrib set.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "geo_unit" cube GENERATED ALWAYS AS (
  CASE WHEN "latitude" IS NULL OR "longitude" IS NULL THEN NULL ELSE cube(ARRAY[
    cos(radians("latitude")) * cos(radians("longitude")),
    cos(radians("latitude")) * sin(radians("longitude")),
    sin(radians("latitude"))
  ]) END
) STORED;--> statement-breakpoint
CREATE INDEX "trucks_geo_unit_idx" ON "trucks" USING gist ("geo_unit");
