-- Followers may also choose to hear of new dishes (off unless chosen).
ALTER TABLE "truck_follows" ADD COLUMN "menu" boolean DEFAULT false NOT NULL;