ALTER TABLE "advertisements" ADD COLUMN "link_target" text DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "link_product_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "description_amharic" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_link_product_id_products_id_fk" FOREIGN KEY ("link_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_link_target_check" CHECK ("advertisements"."link_target" in ('store', 'product', 'website'));--> statement-breakpoint
-- Ads made without a website led nowhere: they now lead to the advertiser's store.
UPDATE "advertisements" SET "link_target" = 'store' WHERE "website_url" IS NULL AND EXISTS (SELECT 1 FROM "sellers" WHERE "sellers"."user_id" = "advertisements"."created_by");--> statement-breakpoint
-- Plan descriptions written as "<Amharic>። <English>" are split into the two languages.
UPDATE "subscription_plans" SET "description_amharic" = split_part("description", '። ', 1) || '።', "description" = substr("description", length(split_part("description", '። ', 1)) + 3) WHERE "description_amharic" IS NULL AND "description" ~ '^[^A-Za-z]+። [A-Za-z]';
