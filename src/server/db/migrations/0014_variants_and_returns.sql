CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"photo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"seller_deadline" timestamp with time zone NOT NULL,
	"decided_by_id" uuid,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"appeal_reason" text,
	"appealed_at" timestamp with time zone,
	"pickup_courier_id" uuid,
	"shipping_carrier" text,
	"tracking_number" text,
	"received_at" timestamp with time zone,
	"refund_method" text,
	"refund_reference" text,
	"refunded_at" timestamp with time zone,
	"refund_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"seller_net_reversed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"commission_reversed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"return_shipping_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"return_shipping_paid_by" text DEFAULT 'seller' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_reason_check" CHECK ("order_returns"."reason" in ('damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'other')),
	CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" in ('requested', 'accepted', 'refused', 'appealed', 'in_transit', 'received', 'refunded', 'cancelled')),
	CONSTRAINT "order_returns_refund_method_check" CHECK ("order_returns"."refund_method" in ('provider', 'manual', 'wallet_credit')),
	CONSTRAINT "order_returns_shipping_payer_check" CHECK ("order_returns"."return_shipping_paid_by" in ('seller', 'buyer')),
	CONSTRAINT "order_returns_quantity_check" CHECK ("order_returns"."quantity" > 0),
	CONSTRAINT "order_returns_amounts_check" CHECK ("order_returns"."refund_amount" >= 0 and "order_returns"."seller_net_reversed" >= 0 and "order_returns"."commission_reversed" >= 0 and "order_returns"."return_shipping_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"values" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_options_product_name_unique" UNIQUE("product_id","name"),
	CONSTRAINT "product_options_position_check" CHECK ("product_options"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text,
	"option_values" jsonb NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"discount_price" numeric(14, 2),
	"stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_product_sku_unique" UNIQUE("product_id","sku"),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price" >= 0),
	CONSTRAINT "product_variants_discount_price_check" CHECK ("product_variants"."discount_price" is null or ("product_variants"."discount_price" >= 0 and "product_variants"."discount_price" < "product_variants"."price")),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_pickup_courier_id_couriers_id_fk" FOREIGN KEY ("pickup_courier_id") REFERENCES "public"."couriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_return_number_unique" ON "order_returns" USING btree ("return_number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_one_active_per_order" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."status" not in ('refused', 'cancelled');--> statement-breakpoint
CREATE INDEX "order_returns_seller_id_created_at_idx" ON "order_returns" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_buyer_id_created_at_idx" ON "order_returns" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_status_deadline_idx" ON "order_returns" USING btree ("status","seller_deadline");--> statement-breakpoint
CREATE INDEX "order_returns_seller_id_refunded_at_idx" ON "order_returns" USING btree ("seller_id","refunded_at");--> statement-breakpoint
CREATE INDEX "product_variants_product_id_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;