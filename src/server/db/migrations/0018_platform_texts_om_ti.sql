ALTER TABLE "delivery_updates" ADD COLUMN "message_parts" jsonb;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "description_om" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "description_ti" text;--> statement-breakpoint
ALTER TABLE "commission_tiers" ADD COLUMN "description_om" text;--> statement-breakpoint
ALTER TABLE "commission_tiers" ADD COLUMN "description_ti" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_om" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_ti" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_om" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_ti" text;--> statement-breakpoint
ALTER TABLE "support_categories" ADD COLUMN "description_om" text;--> statement-breakpoint
ALTER TABLE "support_categories" ADD COLUMN "description_ti" text;