-- How late the owner has said an order runs, in minutes (its ready-by time already moved by them).
ALTER TABLE "orders" ADD COLUMN "late_minutes" smallint DEFAULT 0 NOT NULL;