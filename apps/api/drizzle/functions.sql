-- The change feed's notifications: after every statement that changes what visitors read, the
-- database NOTIFYs `dishrated_changes` with the kind and the ids changed ('truck:<id>,<id>',
-- 'event:…', 'post:…'; '<kind>:*' after a TRUNCATE), in commit order, to every instance that
-- listens (see src/lib/change-feed.ts). A trigger on the table, not the code that writes it, so
-- seeds, migrations, scripts and every route are heard alike.
--
-- This file is applied on every migrate whose text differs from the last applied (its hash is
-- kept in drizzle.__dishrated_functions): edit it in place, never in a migration.

-- 150 ids a notification: NOTIFY payloads are at most 8,000 bytes.
CREATE OR REPLACE FUNCTION dishrated_notify(kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first integer;
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  FOR first IN 1 .. cardinality(ids) BY 150 LOOP
    PERFORM pg_notify('dishrated_changes', kind || ':' || array_to_string(ids[first:first + 149], ','));
  END LOOP;
END $$;

-- A statement trigger: TG_ARGV[0] is the kind notified, TG_ARGV[1] the column naming what changed,
-- TG_ARGV[2] (optional) columns no visitor reads, separated by commas: an update that changes only
-- those notifies nothing (a post's view count changes with every read).
CREATE OR REPLACE FUNCTION dishrated_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM new_rows', TG_ARGV[1]) INTO changed;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM old_rows', TG_ARGV[1]) INTO changed;
  ELSIF TG_NARGS > 2 THEN
    EXECUTE format(
      'SELECT array_agg(DISTINCT n.%1$I::text) FROM new_rows n JOIN old_rows o ON o.%1$I = n.%1$I WHERE to_jsonb(n) - $1 IS DISTINCT FROM to_jsonb(o) - $1',
      TG_ARGV[1]) INTO changed USING string_to_array(TG_ARGV[2], ',');
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT k) FROM (SELECT %1$I::text AS k FROM new_rows UNION SELECT %1$I::text FROM old_rows) keys', TG_ARGV[1]) INTO changed;
  END IF;
  PERFORM dishrated_notify(TG_ARGV[0], changed);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION dishrated_table_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dishrated_changes', TG_ARGV[0] || ':*');
  RETURN NULL;
END $$;

-- A truck page shows its owner's name and phone: a change to either is a change to their trucks.
CREATE OR REPLACE FUNCTION dishrated_owner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  SELECT array_agg(t.id::text) INTO changed
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN trucks t ON t.owner_id = n.id
  WHERE n.name IS DISTINCT FROM o.name OR n.phone IS DISTINCT FROM o.phone;
  PERFORM dishrated_notify('truck', changed);
  RETURN NULL;
END $$;

-- Installs the statement triggers that NOTIFY `kind` by `key` on a table (transition tables allow
-- one event a trigger); updates that change only the `unread` columns notify nothing.
CREATE OR REPLACE FUNCTION pg_temp.notify_changes(tbl text, kind text, key text, unread text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  op text;
BEGIN
  FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete', 'truncate'] LOOP
    -- The triggers' earlier name, on databases that were migrated before it changed.
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_announce_' || op, tbl);
  END LOOP;
  FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_notify_' || op, tbl);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION dishrated_rows_changed(%L, %L%s)',
      tbl || '_notify_' || op, upper(op), tbl,
      CASE op WHEN 'insert' THEN 'NEW TABLE AS new_rows' WHEN 'delete' THEN 'OLD TABLE AS old_rows' ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
      kind, key, CASE WHEN unread IS NULL THEN '' ELSE format(', %L', unread) END);
  END LOOP;
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_notify_truncate', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION dishrated_table_truncated(%L)', tbl || '_notify_truncate', tbl, kind);
END $$;

SELECT pg_temp.notify_changes('trucks', 'truck', 'id');
SELECT pg_temp.notify_changes('truck_images', 'truck', 'truck_id');
SELECT pg_temp.notify_changes('menu_items', 'truck', 'truck_id');
SELECT pg_temp.notify_changes('truck_stops', 'truck', 'truck_id');
SELECT pg_temp.notify_changes('truck_stop_exceptions', 'truck', 'truck_id');
SELECT pg_temp.notify_changes('truck_ordering', 'truck', 'truck_id');
SELECT pg_temp.notify_changes('truck_bookings', 'truck', 'truck_id');
SELECT pg_temp.notify_changes('events', 'event', 'id');
SELECT pg_temp.notify_changes('event_participants', 'event', 'event_id');
SELECT pg_temp.notify_changes('blogs', 'post', 'id', 'views');

DROP TRIGGER IF EXISTS users_announce_trucks ON users;
DROP TRIGGER IF EXISTS users_notify_trucks ON users;
CREATE TRIGGER users_notify_trucks AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dishrated_owner_changed();

-- The NOTIFY helper's earlier name; nothing calls it once the functions above are replaced.
DROP FUNCTION IF EXISTS dishrated_announce(text, text[]);
