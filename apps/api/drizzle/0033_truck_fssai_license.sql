-- The FSSAI food business licence number a truck displays (14 digits, checked by the shared rule).
ALTER TABLE "trucks" ADD COLUMN "fssai_license" text;