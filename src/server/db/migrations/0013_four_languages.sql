ALTER TABLE "categories" ADD COLUMN "name_om" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ti" text;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "name_om" text;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "name_ti" text;--> statement-breakpoint
ALTER TABLE "buyer_memberships" ADD COLUMN "name_om" text;--> statement-breakpoint
ALTER TABLE "buyer_memberships" ADD COLUMN "name_ti" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "name_om" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "name_ti" text;--> statement-breakpoint
ALTER TABLE "commission_tiers" ADD COLUMN "name_om" text;--> statement-breakpoint
ALTER TABLE "commission_tiers" ADD COLUMN "name_ti" text;--> statement-breakpoint
ALTER TABLE "support_categories" ADD COLUMN "name_om" text;--> statement-breakpoint
ALTER TABLE "support_categories" ADD COLUMN "name_ti" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_check" CHECK ("users"."calendar" in ('ethiopic', 'gregorian'));