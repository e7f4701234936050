-- Every order gets the short number people read and type: SM-YYMM-XXXX (month of the order, UTC,
-- and four characters without 0/O or 1/I/L). Existing orders are numbered here: within a month the
-- n-th order takes the n-th step of a permutation of the 31^4 codes (387419 is prime to 31), so the
-- numbers are unique by construction and do not read as a sequence.
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
WITH "numbered" AS (
  SELECT "id",
    to_char("created_at" AT TIME ZONE 'UTC', 'YYMM') AS "yymm",
    ((row_number() OVER (
      PARTITION BY to_char("created_at" AT TIME ZONE 'UTC', 'YYMM') ORDER BY "created_at", "id"
    ) - 1) * 387419 + 97) % 923521 AS "n"
  FROM "orders"
)
UPDATE "orders" SET "order_number" = 'SM-' || "numbered"."yymm" || '-'
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ("numbered"."n" / 29791)::int % 31 + 1, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ("numbered"."n" / 961)::int % 31 + 1, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ("numbered"."n" / 31)::int % 31 + 1, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', "numbered"."n"::int % 31 + 1, 1)
FROM "numbered" WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");
--> statement-breakpoint
-- Orders find the checkout payment that covers them by its reference (the order group id).
CREATE INDEX "payments_reference_number_idx" ON "payments" USING btree ("reference_number");
