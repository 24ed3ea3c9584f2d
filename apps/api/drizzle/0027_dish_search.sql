-- Dishes people can search for: what each is (diet type, spice level, marked popular) and a search
-- key of its name, indexed for trigram matching (pg_trgm), so misspellings still find it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The name as search compares it: lower case, letters and digits only, "w" as "v", "q" as "k",
-- aspirates dropped after b, d, g, j, k, p, t (bhaji, baji), and doubled letters single (paneer,
-- panner; paav, pav). The query goes through the same function, so both sides agree.
CREATE FUNCTION dish_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(
    translate(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g'), 'wq', 'vk'),
    '([bdgjkpt])h', '\1', 'g'),
    '([a-z])\1+', '\1', 'g'))
$$;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "diet_type" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "spice_level" smallint;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "popular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "search_key" text GENERATED ALWAYS AS (dish_key(name)) STORED;--> statement-breakpoint
CREATE INDEX "menu_items_search_key_trgm_idx" ON "menu_items" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_spice_level_check" CHECK ("menu_items"."spice_level" between 0 and 3);--> statement-breakpoint
-- What the old flags say for sure: vegan, or veg. Anything else was never asked.
UPDATE menu_items SET diet_type = CASE WHEN is_vegan THEN 'vegan' WHEN is_vegetarian THEN 'veg' ELSE 'unknown' END;--> statement-breakpoint
CREATE OR REPLACE FUNCTION truck_detail_json(t trucks) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT (('{' || t.list_json_tail)::jsonb || jsonb_build_object(
    'owner', coalesce(
      (SELECT jsonb_build_object('_id', u.id, 'name', u.name, 'phone', u.phone) FROM users u WHERE u.id = t.owner_id),
      to_jsonb(t.owner_id)),
    'menu', coalesce(
      (SELECT jsonb_agg(jsonb_build_object(
          '_id', m.id, 'id', m.id, 'name', m.name, 'description', m.description, 'price', m.price,
          'category', m.category, 'image', m.image, 'isAvailable', m.is_available, 'allergens', m.allergens,
          'isVegetarian', m.is_vegetarian, 'isVegan', m.is_vegan,
          'dietType', m.diet_type, 'spiceLevel', m.spice_level, 'popular', m.popular) ORDER BY m.category, m.name, m.id)
       FROM menu_items m WHERE m.truck_id = t.id),
      '[]'::jsonb)
  ))::text
$$;--> statement-breakpoint
UPDATE truck_detail_documents d SET document = x.document, etag = md5(x.document)
  FROM (SELECT t.id, truck_detail_json(t) AS document FROM trucks t) x
  WHERE d.truck_id = x.id AND d.etag <> md5(x.document);
