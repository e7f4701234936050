CREATE TABLE "product_search_changes" (
	"change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"product_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_changes_xid_idx" ON "product_search_changes" USING btree ("change_xid");--> statement-breakpoint
-- Written by hand from here (docs/decisions/043-search-index-in-memory.md): every row of
-- product_search written or deleted is listed with the transaction that did it, so a process that
-- keeps the rows in memory reads what changed since the oldest transaction it could not see.
CREATE FUNCTION "product_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_changes (product_id)
    SELECT DISTINCT product_id FROM changed_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_search_inserted" AFTER INSERT ON "product_search" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_search_updated" AFTER UPDATE ON "product_search" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_search_deleted" AFTER DELETE ON "product_search" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_changed"();
