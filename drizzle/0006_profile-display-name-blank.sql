-- Custom migration (drizzle-kit generate --custom): a new user's profile starts with a blank
-- display name, so the profile page's rule holds ('blank means the first and last name are
-- used') and changing a name changes what is shown. The account keeps its own sign-up
-- display name (the full name, or the e-mail) on the "user" row.
CREATE OR REPLACE FUNCTION "create_profile_for_new_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profiles" ("id", "first_name", "last_name", "display_name")
  VALUES (NEW."id", NEW."first_name", NEW."last_name", NULL)
  ON CONFLICT ("id") DO NOTHING;
  RETURN NEW;
END;
$$;
