-- A truck page no longer carries its owner's sign-in email: published, it let anyone aim wrong
-- passwords at the owner's account, and it is personal. Visitors reach an owner through the
-- truck's message form, which the server relays by mail. Same document as migration 0008 otherwise.
CREATE OR REPLACE FUNCTION truck_detail_json(t trucks) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT (('{' || t.list_json_tail)::jsonb || jsonb_build_object(
    'owner', coalesce(
      (SELECT jsonb_build_object('_id', u.id, 'name', u.name, 'phone', u.phone) FROM users u WHERE u.id = t.owner_id),
      to_jsonb(t.owner_id)),
    'menu', coalesce(
      (SELECT jsonb_agg(jsonb_build_object(
          '_id', m.id, 'id', m.id, 'name', m.name, 'description', m.description, 'price', m.price,
          'category', m.category, 'image', m.image, 'isAvailable', m.is_available, 'allergens', m.allergens,
          'isVegetarian', m.is_vegetarian, 'isVegan', m.is_vegan) ORDER BY m.category, m.name, m.id)
       FROM menu_items m WHERE m.truck_id = t.id),
      '[]'::jsonb),
    'schedule', coalesce(
      (SELECT jsonb_agg(jsonb_build_object('day', s.day, 'hours', s.hours, 'location', s.location)
          ORDER BY array_position(ARRAY['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']::text[], s.day))
       FROM truck_schedules s WHERE s.truck_id = t.id),
      '[]'::jsonb)
  ))::text
$$;--> statement-breakpoint
-- Only the owner's name or phone shows on their trucks' pages now.
DROP TRIGGER users_truck_detail_documents ON "users";--> statement-breakpoint
CREATE TRIGGER users_truck_detail_documents AFTER UPDATE OF name, phone ON "users"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION users_refresh_truck_details();--> statement-breakpoint
UPDATE truck_detail_documents d SET document = x.document, etag = md5(x.document)
  FROM (SELECT t.id, truck_detail_json(t) AS document FROM trucks t) x
  WHERE d.truck_id = x.id AND d.etag <> md5(x.document);
