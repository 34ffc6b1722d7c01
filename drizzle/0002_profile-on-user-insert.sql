-- Custom migration (drizzle-kit generate --custom): every new user gets its `profiles` row in
-- the same statement, so sign-up (Better Auth, inside its adapter transaction) and OAuth
-- sign-up can never leave a user without a profile. Better Auth's `databaseHooks.user.create.after`
-- runs only after the transaction commits, so it could not make this atomic.
CREATE FUNCTION "create_profile_for_new_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profiles" ("id", "first_name", "last_name", "display_name")
  VALUES (NEW."id", NEW."first_name", NEW."last_name", NEW."display_name")
  ON CONFLICT ("id") DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_create_profile" AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION "create_profile_for_new_user"();
