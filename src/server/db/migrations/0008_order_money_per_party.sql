ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "chosen_courier_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "items_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_rate" numeric(5, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_fee" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_delivery_share" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_net" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_chosen_courier_id_couriers_id_fk" FOREIGN KEY ("chosen_courier_id") REFERENCES "public"."couriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_chosen_courier_id_idx" ON "orders" USING btree ("chosen_courier_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission_rate_check" CHECK ("orders"."commission_rate" between 0 and 1);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."product_price" >= 0 and "orders"."delivery_fee" >= 0 and "orders"."total_amount" >= 0 and "orders"."cashback_amount" >= 0 and "orders"."items_amount" >= 0 and "orders"."discount_amount" >= 0 and "orders"."commission_amount" >= 0 and "orders"."courier_fee" >= 0);--> statement-breakpoint
-- Data correction (docs/decisions/012-money-per-party.md): every existing order gets its money per
-- party. Before, the seller was credited the order total, delivery fee included, and the courier
-- that fee as well. Items, discount and commission come from what was recorded at checkout (the
-- order's amounts and its transaction_fees); the delivery fee goes to the courier, or abroad to the
-- seller who ships it.
UPDATE "orders" AS o SET
  "items_amount" = round(o."product_price" * o."quantity", 2),
  "discount_amount" = greatest(round(o."product_price" * o."quantity", 2) + o."delivery_fee" - o."total_amount", 0)
;--> statement-breakpoint
UPDATE "orders" AS o SET
  "commission_rate" = coalesce(
    (SELECT f."fee_rate" FROM "transaction_fees" f
      WHERE f."order_id" = o."id" AND f."fee_type" = 'commission' AND f."fee_rate" IS NOT NULL
      ORDER BY f."created_at" LIMIT 1),
    (SELECT s."current_commission_rate" FROM "sellers" s WHERE s."id" = o."seller_id"),
    0),
  "commission_amount" = coalesce(
    (SELECT sum(f."fee_amount") FROM "transaction_fees" f
      WHERE f."order_id" = o."id" AND f."fee_type" = 'commission'),
    round(greatest(o."items_amount" - o."discount_amount", 0)
      * (SELECT s."current_commission_rate" FROM "sellers" s WHERE s."id" = o."seller_id"), 2),
    0)
;--> statement-breakpoint
-- The delivery of a seller's part of a checkout sits on its first line (delivery_service_fees).
UPDATE "orders" AS o SET
  "courier_fee" = CASE WHEN d."service_type" = 'international' THEN 0
    ELSE coalesce(d."courier_earnings", o."delivery_fee") END,
  "seller_delivery_share" = CASE WHEN d."service_type" = 'international'
    THEN -coalesce(d."total_fee", o."delivery_fee") ELSE 0 END
FROM (SELECT o2."id" AS "order_id",
    (SELECT f."service_type" FROM "delivery_service_fees" f WHERE f."order_id" = o2."id" LIMIT 1) AS "service_type",
    (SELECT f."courier_earnings" FROM "delivery_service_fees" f WHERE f."order_id" = o2."id" LIMIT 1) AS "courier_earnings",
    (SELECT f."total_fee" FROM "delivery_service_fees" f WHERE f."order_id" = o2."id" LIMIT 1) AS "total_fee"
  FROM "orders" o2) AS d
WHERE d."order_id" = o."id"
;--> statement-breakpoint
-- The courier the buyer chose (recorded on the delivery row of the seller's first line) is kept
-- on every line of that seller's part and assigned where nobody was assigned yet.
UPDATE "orders" AS o SET
  "chosen_courier_id" = (SELECT f."courier_id" FROM "delivery_service_fees" f
    INNER JOIN "orders" l ON l."id" = f."order_id"
    WHERE l."seller_id" = o."seller_id" AND f."courier_id" IS NOT NULL
      AND (l."id" = o."id" OR l."order_group_id" = o."order_group_id")
    ORDER BY l."created_at", l."id" LIMIT 1)
;--> statement-breakpoint
UPDATE "orders" SET "courier_id" = "chosen_courier_id"
WHERE "courier_id" IS NULL AND "chosen_courier_id" IS NOT NULL
  AND "status" IN ('pending', 'confirmed', 'preparing', 'ready_for_pickup')
;--> statement-breakpoint
UPDATE "orders" SET
  "seller_net" = "items_amount" - "discount_amount" - "commission_amount" - "seller_delivery_share"
;--> statement-breakpoint
-- Stored seller figures are rebuilt from recorded rows: the rating from the reviews (as the review
-- service computes it) and the sales from delivered orders (items less discount; the month is the
-- Addis Ababa month, UTC+3).
UPDATE "sellers" AS s SET
  "rating" = coalesce((SELECT round(avg(r."rating"), 2) FROM "detailed_reviews" r
    WHERE r."target_type" = 'product'
      AND r."target_id" IN (SELECT p."id" FROM "products" p WHERE p."seller_id" = s."id")), 0),
  "total_reviews" = (SELECT count(*)::int FROM "detailed_reviews" r
    WHERE r."target_type" = 'product'
      AND r."target_id" IN (SELECT p."id" FROM "products" p WHERE p."seller_id" = s."id")),
  "total_sales_amount" = coalesce((SELECT sum(greatest(o."items_amount" - o."discount_amount", 0)) FROM "orders" o
    WHERE o."seller_id" = s."id" AND o."status" = 'delivered'), 0),
  "monthly_sales_amount" = coalesce((SELECT sum(greatest(o."items_amount" - o."discount_amount", 0)) FROM "orders" o
    WHERE o."seller_id" = s."id" AND o."status" = 'delivered'
      AND o."created_at" >= (date_trunc('month', now() AT TIME ZONE 'UTC' + interval '3 hours') - interval '3 hours') AT TIME ZONE 'UTC'), 0);
