-- The row trigger of 0010 refuses UPDATE and DELETE; TRUNCATE fires no row trigger, so a statement
-- trigger refuses it too (RGC art. 22 asks for closed offers to be kept 3 years). TRUNCATE of a table
-- referencing offer_versions with CASCADE reaches this table and is refused the same way.
CREATE FUNCTION "offer_versions_not_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'offer versions are kept for good: the table cannot be truncated' USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "offer_versions_not_truncated" BEFORE TRUNCATE ON "offer_versions" FOR EACH STATEMENT EXECUTE FUNCTION "offer_versions_not_truncated"();
