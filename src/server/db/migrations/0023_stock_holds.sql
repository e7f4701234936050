CREATE TABLE "stock_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_quantity_check" CHECK ("stock_holds"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_holds_buyer_key_idx" ON "stock_holds" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "stock_holds_created_at_idx" ON "stock_holds" USING btree ("created_at");--> statement-breakpoint
-- Written by hand: a checkout takes its units in one call that commits on its own, so the hot
-- product's row is locked for that call alone (docs/decisions/036-stock-held-apart.md). Every row
-- is locked first (products in id order, then the lines' variants: every writer of a variant's
-- stock locks its product first), and each later statement of a plpgsql function reads with a new
-- snapshot, so the check sees what was committed while the locks were waited for. One statement
-- with the locks in a WITH clause cannot do this: its snapshot is taken before the waits.
CREATE FUNCTION "checkout_hold_stock"("lines" jsonb, "buyer" uuid, "checkout_key" text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  short jsonb;
  has_variants boolean;
BEGIN
  -- The hot product's row stays locked until this call's commit: not waiting for the commit's
  -- disk write lets the next buyer in at once. A crash can only lose a hold whole (its units and
  -- its row together, nothing ordered), since an order's own commit writes everything before it.
  -- Called inside a larger transaction (the demo seed does), that transaction's commit too.
  PERFORM set_config('synchronous_commit', 'off', true);
  -- A request with this key has an answer, or holds units now: this one takes nothing.
  IF EXISTS (SELECT 1 FROM "idempotency_keys" WHERE "user_id" = buyer AND "key" = checkout_key)
    OR EXISTS (SELECT 1 FROM "stock_holds" WHERE "buyer_id" = buyer AND "idempotency_key" = checkout_key) THEN
    RETURN jsonb_build_object('outcome', 'earlier');
  END IF;
  PERFORM 1 FROM "products"
    WHERE "id" IN (SELECT l.product_id FROM jsonb_to_recordset(lines) AS l(product_id uuid))
    ORDER BY "id" FOR NO KEY UPDATE;
  -- Statements about variants run (and are planned, once per connection) only for carts with one.
  has_variants := jsonb_path_exists(lines, '$[*] ? (@.variant_id != null)');
  IF has_variants THEN
    PERFORM 1 FROM "product_variants"
      WHERE "id" IN (SELECT l.variant_id FROM jsonb_to_recordset(lines) AS l(variant_id uuid))
      ORDER BY "id" FOR NO KEY UPDATE;
  END IF;
  -- All or nothing: a line short of units takes nothing, and says what is left.
  SELECT jsonb_agg(jsonb_build_object('productId', l.product_id, 'variantId', l.variant_id,
      'name', coalesce(p.name, ''), 'stock', greatest(a.available, 0)))
    INTO short
    FROM jsonb_to_recordset(lines) AS l(product_id uuid, variant_id uuid, quantity int)
    LEFT JOIN "products" p ON p.id = l.product_id
    LEFT JOIN "product_variants" v ON v.id = l.variant_id AND v.product_id = l.product_id
    CROSS JOIN LATERAL (SELECT coalesce(CASE WHEN l.variant_id IS NULL THEN p.stock
      WHEN v.is_active THEN v.stock ELSE 0 END, 0) AS available) a
    WHERE a.available < l.quantity;
  IF short IS NOT NULL THEN
    RETURN jsonb_build_object('outcome', 'short', 'short', short);
  END IF;
  UPDATE "products" p SET "stock" = p.stock - l.quantity, "updated_at" = now()
    FROM (SELECT product_id, sum(quantity) AS quantity
      FROM jsonb_to_recordset(lines) AS l(product_id uuid, variant_id uuid, quantity int)
      WHERE variant_id IS NULL GROUP BY product_id) l
    WHERE p.id = l.product_id;
  IF has_variants THEN
    UPDATE "product_variants" v SET "stock" = v.stock - l.quantity, "updated_at" = now()
      FROM jsonb_to_recordset(lines) AS l(variant_id uuid, quantity int)
      WHERE v.id = l.variant_id;
    -- A product with variants: its stock mirrors its active variants' (as syncProductMirror does).
    UPDATE "products" p SET "stock" = (SELECT coalesce(sum(v.stock) FILTER (WHERE v.is_active), 0)
        FROM "product_variants" v WHERE v.product_id = p.id), "updated_at" = now()
      WHERE p.id IN (SELECT l.product_id FROM jsonb_to_recordset(lines) AS l(product_id uuid, variant_id uuid)
        WHERE l.variant_id IS NOT NULL);
  END IF;
  INSERT INTO "stock_holds" ("id", "buyer_id", "idempotency_key", "product_id", "variant_id", "quantity")
    SELECT l.id, buyer, checkout_key, l.product_id, l.variant_id, l.quantity
    FROM jsonb_to_recordset(lines) AS l(id uuid, product_id uuid, variant_id uuid, quantity int);
  RETURN jsonb_build_object('outcome', 'held');
END
$$;--> statement-breakpoint
-- Written by hand: gives held units back, only those of the holds this call deletes, so a hold is
-- given back once whichever path (the failed checkout, the job for stale holds) comes first, and
-- never once its order transaction consumed it. Products are locked in id order, as when taken.
CREATE FUNCTION "checkout_give_back_holds"("hold_ids" uuid[], "made_before" timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  gone jsonb;
  held integer;
BEGIN
  -- As for the hold: a give-back a crash loses leaves its holds, which the job gives back.
  PERFORM set_config('synchronous_commit', 'off', true);
  WITH deleted AS (
    DELETE FROM "stock_holds" WHERE "id" = ANY(hold_ids) OR "created_at" < made_before
    RETURNING "product_id", "variant_id", "quantity"
  )
  SELECT jsonb_agg(jsonb_build_object('product_id', product_id, 'variant_id', variant_id,
      'quantity', quantity)), count(*)
    INTO gone, held FROM deleted;
  IF held = 0 THEN
    RETURN 0;
  END IF;
  PERFORM 1 FROM "products"
    WHERE "id" IN (SELECT g.product_id FROM jsonb_to_recordset(gone) AS g(product_id uuid))
    ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "products" p SET "stock" = p.stock + g.quantity, "updated_at" = now()
    FROM (SELECT product_id, sum(quantity) AS quantity
      FROM jsonb_to_recordset(gone) AS g(product_id uuid, variant_id uuid, quantity int)
      WHERE variant_id IS NULL GROUP BY product_id) g
    WHERE p.id = g.product_id;
  IF jsonb_path_exists(gone, '$[*] ? (@.variant_id != null)') THEN
    PERFORM 1 FROM "product_variants"
      WHERE "id" IN (SELECT g.variant_id FROM jsonb_to_recordset(gone) AS g(variant_id uuid))
      ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "product_variants" v SET "stock" = v.stock + g.quantity, "updated_at" = now()
      FROM (SELECT variant_id, sum(quantity) AS quantity
        FROM jsonb_to_recordset(gone) AS g(variant_id uuid, quantity int)
        WHERE variant_id IS NOT NULL GROUP BY variant_id) g
      WHERE v.id = g.variant_id;
    UPDATE "products" p SET "stock" = (SELECT coalesce(sum(v.stock) FILTER (WHERE v.is_active), 0)
        FROM "product_variants" v WHERE v.product_id = p.id), "updated_at" = now()
      WHERE p.id IN (SELECT g.product_id FROM jsonb_to_recordset(gone) AS g(product_id uuid, variant_id uuid)
        WHERE g.variant_id IS NOT NULL);
  END IF;
  RETURN held;
END
$$;
