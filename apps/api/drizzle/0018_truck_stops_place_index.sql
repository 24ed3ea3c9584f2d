-- Searches by time read stops within a box around the searched point through this index.
CREATE INDEX "truck_stops_place_idx" ON "truck_stops" USING btree ("latitude","longitude");