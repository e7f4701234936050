ALTER TABLE "global_services" ADD COLUMN "approval_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "global_services" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "global_services_pending_idx" ON "global_services" USING btree ("created_at") WHERE "global_services"."approval_status" = 'pending';--> statement-breakpoint
ALTER TABLE "global_services" ADD CONSTRAINT "global_services_approval_status_check" CHECK ("global_services"."approval_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
-- Services registered through the form before approval existed were stored inactive and unverified, waiting for review.
UPDATE "global_services" SET "approval_status" = 'pending' WHERE "provider_id" IS NOT NULL AND NOT "is_active" AND NOT "is_verified";
