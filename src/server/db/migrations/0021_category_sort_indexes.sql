DROP INDEX "products_category_id_idx";--> statement-breakpoint
CREATE INDEX "products_category_created_at_id_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_effective_price_id_idx" ON "products" USING btree ("category_id",coalesce("discount_price", "price"),"id");--> statement-breakpoint
CREATE INDEX "products_category_rating_sort_idx" ON "products" USING btree ("category_id","average_rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);