CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("products"."search_document", ''))) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_document_trgm_idx" ON "products" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_document_missing_idx" ON "products" USING btree ("id") WHERE "products"."search_document" is null;--> statement-breakpoint
-- Written by hand: a product's search document is computed in application code, so when a source
-- column changes without the document, the stale document is dropped (search refills it).
CREATE FUNCTION "products_search_document_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.search_document IS NOT DISTINCT FROM OLD.search_document AND (
    NEW.name IS DISTINCT FROM OLD.name OR NEW.description IS DISTINCT FROM OLD.description
    OR NEW.tags IS DISTINCT FROM OLD.tags OR NEW.category_id IS DISTINCT FROM OLD.category_id
  ) THEN
    NEW.search_document := NULL;
    NEW.search_name := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_document_stale" BEFORE UPDATE OF "name", "description", "tags", "category_id" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_document_stale"();--> statement-breakpoint
CREATE FUNCTION "categories_search_documents_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.name_am IS DISTINCT FROM OLD.name_am THEN
    UPDATE "products" SET "search_document" = NULL, "search_name" = NULL WHERE "category_id" = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_search_documents_stale" AFTER UPDATE OF "name", "name_am" ON "categories" FOR EACH ROW EXECUTE FUNCTION "categories_search_documents_stale"();
