-- Written by hand (docs/decisions/040-checkout-planned-once.md).
-- The stock functions' statements are key lookups whose best plan does not depend on the values:
-- planned once per connection (a generic plan) instead of once per call for a connection's first
-- five calls, which is every call of a burst right after a start.
ALTER FUNCTION "checkout_hold_stock"(jsonb, uuid, text) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION "checkout_give_back_holds"(uuid[], timestamptz) SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
-- Room on each page of products for a changed row's new version next to the old one: a stock,
-- rating or view count update then leaves the fourteen indexes alone (a heap-only update) instead
-- of adding an entry to each while the hot product's row is locked. Pages written from now on.
ALTER TABLE "products" SET (fillfactor = 90);
