-- One list of cuisines for trucks, the owner application and Find Trucks' filter.
-- Trucks: a cuisine written in another case becomes the listed one; one not on the list becomes
-- Street Food, and the words the owner wrote are kept as a tag so nothing they said is lost.
UPDATE "trucks" AS t SET "cuisine" = c.name
  FROM (VALUES ('North Indian'), ('South Indian'), ('Chinese'), ('Italian'), ('Mexican'), ('Thai'), ('Japanese'), ('American'), ('Dessert'), ('Vegan'), ('BBQ'), ('Street Food'), ('Mediterranean')) AS c(name)
  WHERE lower(trim(t."cuisine")) = lower(c.name) AND t."cuisine" <> c.name;
--> statement-breakpoint
UPDATE "trucks" SET
  "tags" = CASE WHEN trim("cuisine") = '' OR "cuisine" = ANY("tags") OR cardinality("tags") >= 15 THEN "tags" ELSE array_append("tags", left(trim("cuisine"), 30)) END,
  "cuisine" = 'Street Food'
  WHERE "cuisine" NOT IN ('North Indian', 'South Indian', 'Chinese', 'Italian', 'Mexican', 'Thai', 'Japanese', 'American', 'Dessert', 'Vegan', 'BBQ', 'Street Food', 'Mediterranean');
--> statement-breakpoint
-- Applications chose from a list of their own: each choice becomes the nearest listed cuisine.
UPDATE "owner_applications" SET "cuisine_type" = CASE "cuisine_type"
  WHEN 'american' THEN 'American'
  WHEN 'mexican' THEN 'Mexican'
  WHEN 'italian' THEN 'Italian'
  WHEN 'asian' THEN 'Chinese'
  WHEN 'indian' THEN 'North Indian'
  WHEN 'mediterranean' THEN 'Mediterranean'
  ELSE 'Street Food'
END
  WHERE "cuisine_type" IN ('american', 'mexican', 'italian', 'asian', 'indian', 'mediterranean', 'fusion', 'other');
