CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"seller_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"is_featured" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"ships_internationally" boolean NOT NULL,
	"has_variants" boolean NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"search_bucket" smallint NOT NULL,
	"search_name" text,
	"document_vector" "tsvector" NOT NULL,
	"name_vector" "tsvector" NOT NULL,
	"sales_count" integer NOT NULL,
	"view_count" integer NOT NULL,
	"average_rating" numeric(3, 2) NOT NULL,
	"review_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Written by hand from here to the foreign key (docs/decisions/034-search-narrow-table.md).
-- Room on each page, so a row whose stock runs out or comes back is rewritten in place (a HOT
-- update) without new entries in every index.
ALTER TABLE "product_search" SET (fillfactor = 90);
--> statement-breakpoint
-- What each column of product_search is, in one place: the triggers write rows from this view.
CREATE VIEW "product_search_source" AS
SELECT p.id AS product_id,
  p.is_active AND p.review_status = 'approved' AND u.is_active AND u.suspended_at IS NULL AS listed,
  p.seller_id, p.category_id, p.is_featured, p.stock > 0 AS in_stock, p.ships_internationally,
  EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id) AS has_variants,
  coalesce(p.discount_price, p.price) AS price,
  (CASE WHEN p.sales_count > 0 OR p.review_count > 0 THEN 0
    ELSE 1 + get_byte(uuid_send(p.id), 15) % 8 END)::smallint AS search_bucket,
  p.search_name,
  -- The category as one more word (letters only, unlike any key) so that a category filter is
  -- met inside the full-text index: see categoryWord in search.queries.ts.
  strip(to_tsvector('simple'::regconfig, coalesce(p.search_document, '') || ' zc'
    || translate(replace(p.category_id::text, '-', ''), '0123456789', 'ghijklmnop'))) AS document_vector,
  strip(to_tsvector('simple'::regconfig, coalesce(p.search_name, ''))) AS name_vector,
  p.sales_count, p.view_count, p.average_rating, p.review_count, p.created_at
FROM products p
JOIN sellers s ON s.id = p.seller_id
JOIN users u ON u.id = s.user_id;
--> statement-breakpoint
-- Writes the rows of the given products from the view; a row that would not change is left alone.
CREATE FUNCTION "product_search_write"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search AS t (product_id, listed, seller_id, category_id, is_featured,
    in_stock, ships_internationally, has_variants, price, search_bucket, search_name,
    document_vector, name_vector, sales_count, view_count, average_rating, review_count,
    created_at)
  SELECT product_id, listed, seller_id, category_id, is_featured, in_stock,
    ships_internationally, has_variants, price, search_bucket, search_name, document_vector,
    name_vector, sales_count, view_count, average_rating, review_count, created_at
  FROM product_search_source WHERE product_id = ANY (ids)
  ON CONFLICT (product_id) DO UPDATE SET
    listed = excluded.listed, seller_id = excluded.seller_id, category_id = excluded.category_id,
    is_featured = excluded.is_featured, in_stock = excluded.in_stock,
    ships_internationally = excluded.ships_internationally, has_variants = excluded.has_variants,
    price = excluded.price, search_bucket = excluded.search_bucket,
    search_name = excluded.search_name, document_vector = excluded.document_vector,
    name_vector = excluded.name_vector, sales_count = excluded.sales_count,
    view_count = excluded.view_count, average_rating = excluded.average_rating,
    review_count = excluded.review_count, created_at = excluded.created_at
  WHERE (t.listed, t.seller_id, t.category_id, t.is_featured, t.in_stock, t.ships_internationally,
    t.has_variants, t.price, t.search_bucket, t.search_name, t.document_vector, t.name_vector,
    t.sales_count, t.view_count, t.average_rating, t.review_count, t.created_at)
    IS DISTINCT FROM (excluded.listed, excluded.seller_id, excluded.category_id,
    excluded.is_featured, excluded.in_stock, excluded.ships_internationally, excluded.has_variants,
    excluded.price, excluded.search_bucket, excluded.search_name, excluded.document_vector,
    excluded.name_vector, excluded.sales_count, excluded.view_count, excluded.average_rating,
    excluded.review_count, excluded.created_at)
$$;
--> statement-breakpoint
-- Once per statement, so a batch of new products (an import, the seeding tool) is one write.
CREATE FUNCTION "product_search_products_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_write(ARRAY(SELECT id FROM new_products));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_search_products_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "product_search_products_inserted"();
--> statement-breakpoint
CREATE FUNCTION "product_search_product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_write(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only for changes search sees: a sale that leaves stock above zero calls nothing.
CREATE TRIGGER "product_search_product_changed" AFTER UPDATE ON "products" FOR EACH ROW WHEN (
  (OLD.is_active, OLD.review_status, OLD.seller_id, OLD.category_id, OLD.is_featured,
    OLD.stock > 0, OLD.ships_internationally, OLD.price, OLD.discount_price, OLD.search_name,
    OLD.search_document, OLD.sales_count, OLD.view_count, OLD.average_rating, OLD.review_count,
    OLD.created_at)
  IS DISTINCT FROM (NEW.is_active, NEW.review_status, NEW.seller_id, NEW.category_id,
    NEW.is_featured, NEW.stock > 0, NEW.ships_internationally, NEW.price, NEW.discount_price,
    NEW.search_name, NEW.search_document, NEW.sales_count, NEW.view_count, NEW.average_rating,
    NEW.review_count, NEW.created_at)
) EXECUTE FUNCTION "product_search_product_changed"();
--> statement-breakpoint
-- A seller's account suspended, restored or closed takes all its products out of search or back.
CREATE FUNCTION "product_search_seller_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_write(ARRAY(
    SELECT p.id FROM products p JOIN sellers s ON s.id = p.seller_id WHERE s.user_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_search_seller_account_changed" AFTER UPDATE OF "is_active", "suspended_at" ON "users" FOR EACH ROW WHEN (
  (OLD.is_active, OLD.suspended_at) IS DISTINCT FROM (NEW.is_active, NEW.suspended_at)
) EXECUTE FUNCTION "product_search_seller_account_changed"();
--> statement-breakpoint
CREATE FUNCTION "product_search_variants_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_write(ARRAY(SELECT DISTINCT product_id FROM changed_variants));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_search_variants_added" AFTER INSERT ON "product_variants" REFERENCING NEW TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION "product_search_variants_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_search_variants_removed" AFTER DELETE ON "product_variants" REFERENCING OLD TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION "product_search_variants_changed"();
--> statement-breakpoint
-- Every product already there, before the indexes, which are then built once.
SELECT product_search_write(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- Generated by drizzle-kit from here on.
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_vector_0_idx" ON "product_search" USING gin ("document_vector") WHERE "product_search"."listed" and "product_search"."search_bucket" = 0;--> statement-breakpoint
CREATE INDEX "product_search_document_vector_1_idx" ON "product_search" USING gin ("document_vector") WHERE "product_search"."listed" and "product_search"."search_bucket" = 1;--> statement-breakpoint
CREATE INDEX "product_search_document_vector_2_idx" ON "product_search" USING gin ("document_vector") WHERE "product_search"."listed" and "product_search"."search_bucket" = 2;--> statement-breakpoint
CREATE INDEX "product_search_document_vector_3_idx" ON "product_search" USING gin ("document_vector") WHERE "product_search"."listed" and "product_search"."search_bucket" = 3;--> statement-breakpoint
CREATE INDEX "product_search_document_vector_4_idx" ON "product_search" USING gin ("document_vector") WHERE "product_search"."listed" and "product_search"."search_bucket" = 4;--> statement-breakpoint
CREATE INDEX "product_search_document_vector_5_idx" ON "product_search" USING gin ("document_vector") WHERE "product_search"."listed" and "product_search"."search_bucket" = 5;--> statement-breakpoint
CREATE INDEX "product_search_document_vector_6_idx" ON "product_search" USING gin ("document_vector") WHERE "product_search"."listed" and "product_search"."search_bucket" = 6;--> statement-breakpoint
CREATE INDEX "product_search_document_vector_7_idx" ON "product_search" USING gin ("document_vector") WHERE "product_search"."listed" and "product_search"."search_bucket" = 7;--> statement-breakpoint
CREATE INDEX "product_search_document_vector_8_idx" ON "product_search" USING gin ("document_vector") WHERE "product_search"."listed" and "product_search"."search_bucket" = 8;--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("search_name" collate "C") WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_featured_idx" ON "product_search" USING btree ("is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price","product_id") WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_newest_idx" ON "product_search" USING btree ("created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_rating_idx" ON "product_search" USING btree ("average_rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_popular_idx" ON "product_search" USING btree ("sales_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_category_price_idx" ON "product_search" USING btree ("category_id","price","product_id") WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_category_newest_idx" ON "product_search" USING btree ("category_id","created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_category_rating_idx" ON "product_search" USING btree ("category_id","average_rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_category_popular_idx" ON "product_search" USING btree ("category_id","sales_count" DESC NULLS FIRST,"view_count" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_seller_idx" ON "product_search" USING btree ("seller_id") WHERE "product_search"."listed";--> statement-breakpoint
CREATE INDEX "product_search_irregular_idx" ON "product_search" USING btree ("product_id") WHERE "product_search"."listed" and ("product_search"."has_variants" or "product_search"."search_name" is null);--> statement-breakpoint
DROP INDEX "products_search_document_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ANALYZE "product_search";
