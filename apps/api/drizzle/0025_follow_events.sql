-- Followers may also choose to hear when the truck signs up for a food event (off unless chosen).
ALTER TABLE "truck_follows" ADD COLUMN "events" boolean DEFAULT false NOT NULL;