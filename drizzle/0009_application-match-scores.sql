ALTER TABLE "applications" ADD COLUMN "match_score" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "match_document_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "match_document_version" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "match_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_match_score_check" CHECK ("applications"."match_score" between 0 and 100);