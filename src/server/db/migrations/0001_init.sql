CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"business_name" text NOT NULL,
	"business_phone" text,
	"business_email" text,
	"business_address" text,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"website_url" text,
	"ad_type" text DEFAULT 'social_media' NOT NULL,
	"target_category" uuid,
	"budget" numeric(14, 2) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"social_platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"tiktok_campaign_id" text,
	"facebook_campaign_id" text,
	"telebirr_campaign_id" text,
	"social_media_budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"telebirr_budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"target_audience" jsonb,
	"ad_creative_type" text DEFAULT 'image' NOT NULL,
	"telebirr_ad_type" text,
	"telebirr_target_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"telebirr_demographics" jsonb,
	"telebirr_promotion_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_social_platforms_check" CHECK ("advertisements"."social_platforms" <@ array['tiktok', 'facebook', 'instagram', 'telebirr']::text[]),
	CONSTRAINT "advertisements_ad_creative_type_check" CHECK ("advertisements"."ad_creative_type" in ('image', 'video', 'carousel')),
	CONSTRAINT "advertisements_telebirr_ad_type_check" CHECK ("advertisements"."telebirr_ad_type" in ('banner', 'push_notification', 'in_app_display')),
	CONSTRAINT "advertisements_telebirr_promotion_type_check" CHECK ("advertisements"."telebirr_promotion_type" in ('cashback', 'discount', 'bonus_airtime')),
	CONSTRAINT "advertisements_amounts_check" CHECK ("advertisements"."budget" >= 0 and "advertisements"."social_media_budget" >= 0 and "advertisements"."telebirr_budget" >= 0 and "advertisements"."impressions" >= 0 and "advertisements"."clicks" >= 0),
	CONSTRAINT "advertisements_dates_check" CHECK ("advertisements"."end_date" >= "advertisements"."start_date")
);
--> statement-breakpoint
CREATE TABLE "social_media_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertisement_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"campaign_id" text,
	"adset_id" text,
	"ad_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"spend" numeric(14, 2) DEFAULT '0' NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"ctr" numeric(7, 4) DEFAULT '0' NOT NULL,
	"cpc" numeric(14, 2) DEFAULT '0' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_media_campaigns_platform_check" CHECK ("social_media_campaigns"."platform" in ('tiktok', 'facebook', 'instagram', 'telebirr')),
	CONSTRAINT "social_media_campaigns_numbers_check" CHECK ("social_media_campaigns"."budget" >= 0 and "social_media_campaigns"."spend" >= 0 and "social_media_campaigns"."impressions" >= 0 and "social_media_campaigns"."clicks" >= 0 and "social_media_campaigns"."conversions" >= 0 and "social_media_campaigns"."ctr" >= 0 and "social_media_campaigns"."cpc" >= 0)
);
--> statement-breakpoint
CREATE TABLE "api_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"method" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_time" integer NOT NULL,
	"user_id" uuid,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_metrics_status_code_check" CHECK ("api_metrics"."status_code" between 100 and 599),
	CONSTRAINT "api_metrics_response_time_check" CHECK ("api_metrics"."response_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "business_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"metric" text NOT NULL,
	"value" numeric(20, 4) NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"session_id" text NOT NULL,
	"page" text NOT NULL,
	"referrer" text,
	"user_agent" text,
	"ip_address" text,
	"country" text,
	"city" text,
	"duration" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_views_duration_check" CHECK ("page_views"."duration" is null or "page_views"."duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "revenue_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"product_id" uuid,
	"order_id" uuid,
	"gross_revenue" numeric(14, 2) NOT NULL,
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net_revenue" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_health" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"metric" text NOT NULL,
	"value" numeric(20, 4) NOT NULL,
	"unit" text,
	"status" text DEFAULT 'healthy' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_health_status_check" CHECK ("system_health"."status" in ('healthy', 'warning', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"duration" integer,
	"pages_visited" integer DEFAULT 1 NOT NULL,
	"actions_performed" integer DEFAULT 0 NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sessions_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "user_sessions_counters_check" CHECK ("user_sessions"."pages_visited" >= 0 and "user_sessions"."actions_performed" >= 0 and ("user_sessions"."duration" is null or "user_sessions"."duration" >= 0))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_product_unique" UNIQUE("user_id","product_id"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_am" text,
	"slug" text NOT NULL,
	"description" text,
	"image_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "detailed_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"target_type" text DEFAULT 'product' NOT NULL,
	"target_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"title" text,
	"comment" text,
	"pros" text[] DEFAULT '{}'::text[] NOT NULL,
	"cons" text[] DEFAULT '{}'::text[] NOT NULL,
	"would_recommend" boolean DEFAULT true NOT NULL,
	"is_verified_purchase" boolean DEFAULT false NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detailed_reviews_user_target_unique" UNIQUE("user_id","target_type","target_id"),
	CONSTRAINT "detailed_reviews_target_type_check" CHECK ("detailed_reviews"."target_type" in ('product', 'seller', 'global_service')),
	CONSTRAINT "detailed_reviews_rating_check" CHECK ("detailed_reviews"."rating" between 1 and 5),
	CONSTRAINT "detailed_reviews_helpful_count_check" CHECK ("detailed_reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_target_unique" UNIQUE("user_id","target_type","target_id"),
	CONSTRAINT "favorites_target_type_check" CHECK ("favorites"."target_type" in ('product', 'seller', 'global_service'))
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"discount_price" numeric(14, 2),
	"currency" text DEFAULT 'ETB' NOT NULL,
	"ships_internationally" boolean DEFAULT false NOT NULL,
	"shipping_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"international_shipping_fee" numeric(14, 2),
	"estimated_delivery_days" integer DEFAULT 7 NOT NULL,
	"is_ethiopian_made" boolean DEFAULT true NOT NULL,
	"origin_city" text,
	"origin_country" text DEFAULT 'Ethiopia' NOT NULL,
	"authenticity_note" text,
	"image_url" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"review_status" text DEFAULT 'approved' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"average_rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_review_status_check" CHECK ("products"."review_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_discount_price_check" CHECK ("products"."discount_price" is null or ("products"."discount_price" >= 0 and "products"."discount_price" < "products"."price")),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_international_shipping_fee_check" CHECK ("products"."international_shipping_fee" is null or "products"."international_shipping_fee" >= 0),
	CONSTRAINT "products_estimated_delivery_days_check" CHECK ("products"."estimated_delivery_days" >= 0),
	CONSTRAINT "products_average_rating_check" CHECK ("products"."average_rating" between 0 and 5),
	CONSTRAINT "products_counters_check" CHECK ("products"."review_count" >= 0 and "products"."sales_count" >= 0 and "products"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_helpfulness" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpfulness_review_user_unique" UNIQUE("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_product_user_unique" UNIQUE("product_id","user_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_user_product_unique" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant1_id" uuid NOT NULL,
	"participant2_id" uuid NOT NULL,
	"product_id" uuid,
	"last_message_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_distinct_participants_check" CHECK ("chat_conversations"."participant1_id" <> "chat_conversations"."participant2_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"content" text NOT NULL,
	"attachment_url" text,
	"product_reference" uuid,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_message_type_check" CHECK ("chat_messages"."message_type" in ('text', 'image', 'file', 'product'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"product_id" uuid,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"discount_amount" numeric(14, 2) NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_usage_discount_amount_check" CHECK ("coupon_usage"."discount_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"business_name" text NOT NULL,
	"business_phone" text,
	"business_email" text,
	"business_address" text,
	"title" text NOT NULL,
	"description" text,
	"discount_type" text NOT NULL,
	"discount_value" numeric(14, 2) NOT NULL,
	"minimum_purchase" numeric(14, 2),
	"max_discount" numeric(14, 2),
	"coupon_code" text NOT NULL,
	"usage_limit" integer,
	"usage_per_user" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"category_id" uuid,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"target_user_type" text DEFAULT 'all' NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_flash_sale" boolean DEFAULT false NOT NULL,
	"flash_sale_end_time" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"terms_and_conditions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_coupon_code_unique" UNIQUE("coupon_code"),
	CONSTRAINT "coupons_discount_type_check" CHECK ("coupons"."discount_type" in ('percentage', 'fixed_amount', 'buy_one_get_one', 'free_shipping', 'bundle_deal')),
	CONSTRAINT "coupons_target_user_type_check" CHECK ("coupons"."target_user_type" in ('all', 'new_users', 'returning_users', 'diaspora')),
	CONSTRAINT "coupons_discount_value_check" CHECK ("coupons"."discount_value" >= 0),
	CONSTRAINT "coupons_percentage_check" CHECK ("coupons"."discount_type" <> 'percentage' or "coupons"."discount_value" <= 100),
	CONSTRAINT "coupons_amounts_check" CHECK (("coupons"."minimum_purchase" is null or "coupons"."minimum_purchase" >= 0) and ("coupons"."max_discount" is null or "coupons"."max_discount" >= 0)),
	CONSTRAINT "coupons_usage_per_user_check" CHECK ("coupons"."usage_per_user" >= 1),
	CONSTRAINT "coupons_usage_check" CHECK ("coupons"."used_count" >= 0 and ("coupons"."usage_limit" is null or "coupons"."usage_limit" >= 0)),
	CONSTRAINT "coupons_dates_check" CHECK ("coupons"."end_date" is null or "coupons"."end_date" >= "coupons"."start_date")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_amharic" text,
	"symbol" text NOT NULL,
	"decimals" integer DEFAULT 2 NOT NULL,
	"type" text DEFAULT 'fiat' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_type_check" CHECK ("currencies"."type" in ('fiat', 'crypto')),
	CONSTRAINT "currencies_decimals_check" CHECK ("currencies"."decimals" between 0 and 18)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_pair_unique" UNIQUE("from_currency","to_currency"),
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_distinct_pair_check" CHECK ("exchange_rates"."from_currency" <> "exchange_rates"."to_currency")
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"vehicle_type" text NOT NULL,
	"service_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_per_km" numeric(14, 2) DEFAULT '0' NOT NULL,
	"base_delivery_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"total_deliveries" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"max_radius" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "couriers_vehicle_type_check" CHECK ("couriers"."vehicle_type" in ('motorcycle', 'car', 'bicycle', 'walking')),
	CONSTRAINT "couriers_fees_check" CHECK ("couriers"."price_per_km" >= 0 and "couriers"."base_delivery_fee" >= 0 and "couriers"."max_radius" >= 0 and "couriers"."total_deliveries" >= 0),
	CONSTRAINT "couriers_rating_check" CHECK ("couriers"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "delivery_service_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier_id" uuid,
	"service_type" text DEFAULT 'standard' NOT NULL,
	"base_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"distance_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"weight_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"expedite_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"insurance_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_fee" numeric(14, 2) NOT NULL,
	"platform_commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"courier_earnings" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_service_fees_amounts_check" CHECK ("delivery_service_fees"."base_fee" >= 0 and "delivery_service_fees"."distance_fee" >= 0 and "delivery_service_fees"."weight_fee" >= 0 and "delivery_service_fees"."expedite_fee" >= 0 and "delivery_service_fees"."insurance_fee" >= 0 and "delivery_service_fees"."total_fee" >= 0 and "delivery_service_fees"."platform_commission" >= 0 and "delivery_service_fees"."courier_earnings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"location" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_updates_status_check" CHECK ("delivery_updates"."status" in ('pending', 'confirmed', 'preparing', 'ready_for_pickup', 'in_transit', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_id" uuid NOT NULL,
	"zone_name" text NOT NULL,
	"coordinates" jsonb,
	"center_latitude" numeric(10, 7),
	"center_longitude" numeric(10, 7),
	"is_active" boolean DEFAULT true NOT NULL,
	"delivery_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estimated_delivery_time" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_values_check" CHECK ("delivery_zones"."delivery_fee" >= 0 and "delivery_zones"."estimated_delivery_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "geocoded_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_address" text NOT NULL,
	"latitude" numeric(10, 7) NOT NULL,
	"longitude" numeric(10, 7) NOT NULL,
	"street_number" text,
	"street_name" text,
	"neighborhood" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"place_id" text,
	"confidence" numeric(4, 3),
	"geocoding_source" text DEFAULT 'google' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geocoded_addresses_coordinates_check" CHECK ("geocoded_addresses"."latitude" between -90 and 90 and "geocoded_addresses"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "location_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"courier_id" uuid NOT NULL,
	"latitude" numeric(10, 7) NOT NULL,
	"longitude" numeric(10, 7) NOT NULL,
	"altitude" numeric(10, 2),
	"accuracy" numeric(10, 2),
	"heading" numeric(6, 2),
	"speed" numeric(8, 2),
	"location_status" text DEFAULT 'active' NOT NULL,
	"location_source" text DEFAULT 'gps' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_updates_coordinates_check" CHECK ("location_updates"."latitude" between -90 and 90 and "location_updates"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_group_id" uuid,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"courier_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"product_price" numeric(14, 2) NOT NULL,
	"delivery_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_phone" text,
	"delivery_instructions" text,
	"estimated_delivery_time" timestamp with time zone,
	"actual_delivery_time" timestamp with time zone,
	"order_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'preparing', 'ready_for_pickup', 'in_transit', 'delivered', 'cancelled')),
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."product_price" >= 0 and "orders"."delivery_fee" >= 0 and "orders"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text,
	"branch_code" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_type_check" CHECK ("payment_methods"."type" in ('mobile_wallet', 'bank_account', 'credit_card'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"user_id" uuid NOT NULL,
	"seller_id" uuid,
	"payment_method_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"exchange_rate" numeric(20, 8),
	"amount_in_base_currency" numeric(14, 2),
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"transaction_id" text,
	"reference_number" text,
	"description" text,
	"metadata" jsonb,
	"failure_reason" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount" >= 0 and ("payments"."amount_in_base_currency" is null or "payments"."amount_in_base_currency" >= 0) and ("payments"."exchange_rate" is null or "payments"."exchange_rate" > 0))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"payout_method_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference_number" text,
	"description" text,
	"fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"processed_at" timestamp with time zone,
	"failure_reason" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amounts_check" CHECK ("payouts"."amount" >= 0 and "payouts"."fees" >= 0 and "payouts"."net_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seller_payout_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text,
	"branch_name" text,
	"swift_code" text,
	"iban" text,
	"routing_number" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"minimum_payout" numeric(14, 2) DEFAULT '100.00' NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_payout_methods_type_check" CHECK ("seller_payout_methods"."type" in ('mobile_wallet', 'bank_account', 'credit_card')),
	CONSTRAINT "seller_payout_methods_minimum_payout_check" CHECK ("seller_payout_methods"."minimum_payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "telebirr_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"app_id" text,
	"out_trade_no" text NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"subject" text NOT NULL,
	"phone_number" text,
	"short_code" text,
	"return_url" text,
	"notify_url" text,
	"timeout_express" integer DEFAULT 30 NOT NULL,
	"receive_name" text,
	"nonce" text,
	"timestamp" timestamp with time zone,
	"telebirr_transaction_id" text,
	"web_url" text,
	"qr_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_data" jsonb,
	"webhook_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telebirr_transactions_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "telebirr_transactions_total_amount_check" CHECK ("telebirr_transactions"."total_amount" >= 0),
	CONSTRAINT "telebirr_transactions_timeout_check" CHECK ("telebirr_transactions"."timeout_express" > 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid,
	"sale_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"commission_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_sales_amounts_check" CHECK ("affiliate_sales"."sale_amount" >= 0 and "affiliate_sales"."commission_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"affiliate_code" text NOT NULL,
	"commission_rate" numeric(5, 4) DEFAULT '0.0500' NOT NULL,
	"total_earnings" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_referrals" integer DEFAULT 0 NOT NULL,
	"total_sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"payout_threshold" numeric(14, 2) DEFAULT '50.00' NOT NULL,
	"last_payout_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "affiliates_affiliate_code_unique" UNIQUE("affiliate_code"),
	CONSTRAINT "affiliates_commission_rate_check" CHECK ("affiliates"."commission_rate" between 0 and 1),
	CONSTRAINT "affiliates_totals_check" CHECK ("affiliates"."total_earnings" >= 0 and "affiliates"."total_referrals" >= 0 and "affiliates"."total_sales" >= 0 and "affiliates"."payout_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "buyer_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_amharic" text,
	"monthly_fee" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"free_shipping_threshold" numeric(14, 2),
	"cashback_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"early_access_to_sales" boolean DEFAULT false NOT NULL,
	"priority_customer_service" boolean DEFAULT false NOT NULL,
	"exclusive_deals" boolean DEFAULT false NOT NULL,
	"international_shipping" boolean DEFAULT false NOT NULL,
	"extended_return_period" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_memberships_values_check" CHECK ("buyer_memberships"."monthly_fee" >= 0 and "buyer_memberships"."cashback_percentage" between 0 and 100 and "buyer_memberships"."extended_return_period" >= 0 and ("buyer_memberships"."free_shipping_threshold" is null or "buyer_memberships"."free_shipping_threshold" >= 0))
);
--> statement-breakpoint
CREATE TABLE "digital_service_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"platform_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"seller_earnings" numeric(14, 2) DEFAULT '0' NOT NULL,
	"requirements" text,
	"status" text DEFAULT 'active' NOT NULL,
	"delivery_date" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_service_orders_amounts_check" CHECK ("digital_service_orders"."price" >= 0 and "digital_service_orders"."platform_fee" >= 0 and "digital_service_orders"."seller_earnings" >= 0 and "digital_service_orders"."revisions_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "digital_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text,
	"subcategory" text,
	"price" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"delivery_time" integer NOT NULL,
	"revisions" integer DEFAULT 0 NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"portfolio_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"total_orders" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_services_values_check" CHECK ("digital_services"."price" >= 0 and "digital_services"."delivery_time" >= 1 and "digital_services"."revisions" >= 0 and "digital_services"."total_orders" >= 0),
	CONSTRAINT "digital_services_rating_check" CHECK ("digital_services"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "listing_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"fee_type" text NOT NULL,
	"fee" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"duration" integer DEFAULT 30 NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_fees_fee_type_check" CHECK ("listing_fees"."fee_type" in ('basic_listing', 'featured_listing', 'premium_listing')),
	CONSTRAINT "listing_fees_values_check" CHECK ("listing_fees"."fee" >= 0 and "listing_fees"."duration" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_listing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"seller_id" uuid NOT NULL,
	"listing_fee_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"active_from" timestamp with time zone DEFAULT now() NOT NULL,
	"active_until" timestamp with time zone,
	"payment_method" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_listing_payments_amount_check" CHECK ("product_listing_payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seller_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_start" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"trial_start" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"payment_method" text,
	"last_payment_at" timestamp with time zone,
	"next_payment_at" timestamp with time zone,
	"failed_payment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_subscriptions_failed_payment_count_check" CHECK ("seller_subscriptions"."failed_payment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_amharic" text,
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"billing_interval" text DEFAULT 'monthly' NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_products" integer,
	"max_photos_per_product" integer DEFAULT 5 NOT NULL,
	"analytics" boolean DEFAULT false NOT NULL,
	"priority_support" boolean DEFAULT false NOT NULL,
	"promoted_listings" boolean DEFAULT false NOT NULL,
	"social_media_integration" boolean DEFAULT false NOT NULL,
	"international_shipping" boolean DEFAULT false NOT NULL,
	"custom_storefront" boolean DEFAULT false NOT NULL,
	"bulk_product_upload" boolean DEFAULT false NOT NULL,
	"api_access" boolean DEFAULT false NOT NULL,
	"whitelabel_options" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_billing_interval_check" CHECK ("subscription_plans"."billing_interval" in ('monthly', 'yearly')),
	CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."price" >= 0),
	CONSTRAINT "subscription_plans_limits_check" CHECK (("subscription_plans"."max_products" is null or "subscription_plans"."max_products" >= 0) and "subscription_plans"."max_photos_per_product" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid,
	"buyer_id" uuid,
	"order_amount" numeric(14, 2),
	"fee_type" text DEFAULT 'commission' NOT NULL,
	"fee_rate" numeric(5, 4),
	"fee_amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'ETB' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_fees_amounts_check" CHECK ("transaction_fees"."fee_amount" >= 0 and ("transaction_fees"."order_amount" is null or "transaction_fees"."order_amount" >= 0) and ("transaction_fees"."fee_rate" is null or "transaction_fees"."fee_rate" between 0 and 1))
);
--> statement-breakpoint
CREATE TABLE "user_buyer_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"payment_method" text,
	"last_payment_at" timestamp with time zone,
	"next_payment_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_amharic" text,
	"description" text,
	"description_amharic" text,
	"level" integer NOT NULL,
	"commission_rate" numeric(5, 4) NOT NULL,
	"minimum_monthly_sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"minimum_total_sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"minimum_rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"minimum_reviews" integer DEFAULT 0 NOT NULL,
	"minimum_active_products" integer DEFAULT 0 NOT NULL,
	"featured_listing_allowance" integer DEFAULT 0 NOT NULL,
	"free_shipping_threshold" numeric(14, 2),
	"priority_support" boolean DEFAULT false NOT NULL,
	"analytics_access" boolean DEFAULT false NOT NULL,
	"bulk_upload_access" boolean DEFAULT false NOT NULL,
	"badge_color" text DEFAULT '#8B4513' NOT NULL,
	"badge_icon" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_tiers_level_unique" UNIQUE("level"),
	CONSTRAINT "commission_tiers_level_check" CHECK ("commission_tiers"."level" >= 1),
	CONSTRAINT "commission_tiers_rate_check" CHECK ("commission_tiers"."commission_rate" between 0 and 1),
	CONSTRAINT "commission_tiers_minimums_check" CHECK ("commission_tiers"."minimum_monthly_sales" >= 0 and "commission_tiers"."minimum_total_sales" >= 0 and "commission_tiers"."minimum_rating" between 0 and 5 and "commission_tiers"."minimum_reviews" >= 0 and "commission_tiers"."minimum_active_products" >= 0 and "commission_tiers"."featured_listing_allowance" >= 0),
	CONSTRAINT "commission_tiers_free_shipping_threshold_check" CHECK ("commission_tiers"."free_shipping_threshold" is null or "commission_tiers"."free_shipping_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"description" text,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"current_tier_id" uuid,
	"current_commission_rate" numeric(5, 4) DEFAULT '0.0800' NOT NULL,
	"total_sales_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"monthly_sales_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"last_tier_evaluation_at" timestamp with time zone,
	"tier_progress_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"serves_international" boolean DEFAULT false NOT NULL,
	"shipping_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"base_currency" text DEFAULT 'ETB' NOT NULL,
	"accepted_currencies" text[] DEFAULT '{ETB}'::text[] NOT NULL,
	"business_license" text,
	"tax_id" text,
	"is_diaspora_friendly" boolean DEFAULT true NOT NULL,
	"supports_remittance" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "sellers_rating_check" CHECK ("sellers"."rating" between 0 and 5),
	CONSTRAINT "sellers_commission_rate_check" CHECK ("sellers"."current_commission_rate" between 0 and 1),
	CONSTRAINT "sellers_totals_check" CHECK ("sellers"."total_reviews" >= 0 and "sellers"."total_sales_amount" >= 0 and "sellers"."monthly_sales_amount" >= 0),
	CONSTRAINT "sellers_tier_progress_check" CHECK ("sellers"."tier_progress_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "trial_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration_days" integer DEFAULT 90 NOT NULL,
	"max_products" integer DEFAULT 5 NOT NULL,
	"max_categories" integer DEFAULT 3 NOT NULL,
	"can_receive_messages" boolean DEFAULT true NOT NULL,
	"can_view_analytics" boolean DEFAULT true NOT NULL,
	"can_use_premium_features" boolean DEFAULT false NOT NULL,
	"advertising_credits" numeric(14, 2) DEFAULT '10.00' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_plans_duration_days_check" CHECK ("trial_plans"."duration_days" >= 1),
	CONSTRAINT "trial_plans_limits_check" CHECK ("trial_plans"."max_products" >= 0 and "trial_plans"."max_categories" >= 0 and "trial_plans"."advertising_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trial_usage_tracking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_trial_id" uuid NOT NULL,
	"feature" text NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"metric_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_usage_tracking_trial_feature_unique" UNIQUE("user_trial_id","feature"),
	CONSTRAINT "trial_usage_tracking_usage_count_check" CHECK ("trial_usage_tracking"."usage_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"trial_plan_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"converted_at" timestamp with time zone,
	"cancellation_reason" text,
	"usage_stats" jsonb,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_trials_status_check" CHECK ("user_trials"."status" in ('active', 'expired', 'converted', 'cancelled')),
	CONSTRAINT "user_trials_reminders_sent_check" CHECK ("user_trials"."reminders_sent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "global_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid,
	"service_type" text NOT NULL,
	"business_name" text NOT NULL,
	"description" text,
	"service_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_info" jsonb,
	"website" text,
	"social_media" jsonb,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"serves_ethiopian_community" boolean DEFAULT true NOT NULL,
	"languages_supported" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_services_service_type_check" CHECK ("global_services"."service_type" in ('restaurant', 'grocery', 'shipping_agent', 'cultural_center', 'translation', 'event_planning')),
	CONSTRAINT "global_services_rating_check" CHECK ("global_services"."rating" between 0 and 5),
	CONSTRAINT "global_services_total_reviews_check" CHECK ("global_services"."total_reviews" >= 0)
);
--> statement-breakpoint
CREATE TABLE "faq_helpfulness" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"faq_id" uuid NOT NULL,
	"user_id" uuid,
	"session_id" text,
	"is_helpful" boolean NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_helpfulness_faq_user_unique" UNIQUE("faq_id","user_id"),
	CONSTRAINT "faq_helpfulness_faq_session_unique" UNIQUE("faq_id","session_id"),
	CONSTRAINT "faq_helpfulness_voter_check" CHECK ("faq_helpfulness"."user_id" is not null or "faq_helpfulness"."session_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"question" text NOT NULL,
	"question_am" text,
	"answer" text NOT NULL,
	"answer_am" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"not_helpful_count" integer DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_counters_check" CHECK ("faqs"."view_count" >= 0 and "faqs"."helpful_count" >= 0 and "faqs"."not_helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"type" text DEFAULT 'general_feedback' NOT NULL,
	"category" text,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"rating" integer,
	"page_url" text,
	"user_agent" text,
	"browser_info" jsonb,
	"screenshots" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type_check" CHECK ("feedback"."type" in ('bug_report', 'feature_request', 'general_feedback', 'complaint')),
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" is null or "feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "support_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_am" text,
	"description" text,
	"description_am" text,
	"icon" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"sender_id" uuid,
	"message" text NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"assigned_to" uuid,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"metadata" jsonb,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_ticket_number_unique" UNIQUE("ticket_number"),
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'in_progress', 'resolved', 'closed')),
	CONSTRAINT "support_tickets_priority_check" CHECK ("support_tickets"."priority" in ('low', 'medium', 'high', 'urgent'))
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"status_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_key_unique" UNIQUE("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'am' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_email_lowercase_check" CHECK ("newsletter_subscriptions"."email" = lower("newsletter_subscriptions"."email")),
	CONSTRAINT "newsletter_subscriptions_language_check" CHECK ("newsletter_subscriptions"."language" in ('am', 'en', 'or', 'om', 'ti'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"succeeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"date_of_birth" date,
	"gender" text,
	"profile_image_url" text,
	"bio" text,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text DEFAULT 'Ethiopia' NOT NULL,
	"timezone" text DEFAULT 'Africa/Addis_Ababa' NOT NULL,
	"preferred_currency" text DEFAULT 'ETB' NOT NULL,
	"preferred_language" text DEFAULT 'am' NOT NULL,
	"is_ethiopian_diaspora" boolean DEFAULT false NOT NULL,
	"ethiopian_region_of_origin" text,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"is_seller" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_lowercase_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_preferred_language_check" CHECK ("users"."preferred_language" in ('am', 'en', 'or', 'om', 'ti'))
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_target_category_categories_id_fk" FOREIGN KEY ("target_category") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media_campaigns" ADD CONSTRAINT "social_media_campaigns_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_metrics" ADD CONSTRAINT "api_metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_metrics" ADD CONSTRAINT "revenue_metrics_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_metrics" ADD CONSTRAINT "revenue_metrics_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_metrics" ADD CONSTRAINT "revenue_metrics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detailed_reviews" ADD CONSTRAINT "detailed_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpfulness" ADD CONSTRAINT "review_helpfulness_review_id_detailed_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."detailed_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpfulness" ADD CONSTRAINT "review_helpfulness_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_participant1_id_users_id_fk" FOREIGN KEY ("participant1_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_participant2_id_users_id_fk" FOREIGN KEY ("participant2_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_product_reference_products_id_fk" FOREIGN KEY ("product_reference") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usage" ADD CONSTRAINT "coupon_usage_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usage" ADD CONSTRAINT "coupon_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usage" ADD CONSTRAINT "coupon_usage_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_from_currency_currencies_id_fk" FOREIGN KEY ("from_currency") REFERENCES "public"."currencies"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_to_currency_currencies_id_fk" FOREIGN KEY ("to_currency") REFERENCES "public"."currencies"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_service_fees" ADD CONSTRAINT "delivery_service_fees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_service_fees" ADD CONSTRAINT "delivery_service_fees_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_updates" ADD CONSTRAINT "delivery_updates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_updates" ADD CONSTRAINT "location_updates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_updates" ADD CONSTRAINT "location_updates_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_method_id_seller_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."seller_payout_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_payout_methods" ADD CONSTRAINT "seller_payout_methods_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telebirr_transactions" ADD CONSTRAINT "telebirr_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_sales" ADD CONSTRAINT "affiliate_sales_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_sales" ADD CONSTRAINT "affiliate_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_sales" ADD CONSTRAINT "affiliate_sales_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_service_orders" ADD CONSTRAINT "digital_service_orders_service_id_digital_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."digital_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_service_orders" ADD CONSTRAINT "digital_service_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_service_orders" ADD CONSTRAINT "digital_service_orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_services" ADD CONSTRAINT "digital_services_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_fees" ADD CONSTRAINT "listing_fees_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listing_payments" ADD CONSTRAINT "product_listing_payments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listing_payments" ADD CONSTRAINT "product_listing_payments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listing_payments" ADD CONSTRAINT "product_listing_payments_listing_fee_id_listing_fees_id_fk" FOREIGN KEY ("listing_fee_id") REFERENCES "public"."listing_fees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_subscriptions" ADD CONSTRAINT "seller_subscriptions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_subscriptions" ADD CONSTRAINT "seller_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_fees" ADD CONSTRAINT "transaction_fees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_fees" ADD CONSTRAINT "transaction_fees_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_fees" ADD CONSTRAINT "transaction_fees_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_buyer_memberships" ADD CONSTRAINT "user_buyer_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_buyer_memberships" ADD CONSTRAINT "user_buyer_memberships_membership_id_buyer_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."buyer_memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_current_tier_id_commission_tiers_id_fk" FOREIGN KEY ("current_tier_id") REFERENCES "public"."commission_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_usage_tracking" ADD CONSTRAINT "trial_usage_tracking_user_trial_id_user_trials_id_fk" FOREIGN KEY ("user_trial_id") REFERENCES "public"."user_trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trials" ADD CONSTRAINT "user_trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trials" ADD CONSTRAINT "user_trials_trial_plan_id_trial_plans_id_fk" FOREIGN KEY ("trial_plan_id") REFERENCES "public"."trial_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_services" ADD CONSTRAINT "global_services_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_helpfulness" ADD CONSTRAINT "faq_helpfulness_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_helpfulness" ADD CONSTRAINT "faq_helpfulness_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_support_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."support_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_category_id_support_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."support_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_ad_type_is_active_idx" ON "advertisements" USING btree ("ad_type","is_active");--> statement-breakpoint
CREATE INDEX "advertisements_social_platforms_idx" ON "advertisements" USING gin ("social_platforms");--> statement-breakpoint
CREATE INDEX "advertisements_created_by_idx" ON "advertisements" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "advertisements_target_category_idx" ON "advertisements" USING btree ("target_category");--> statement-breakpoint
CREATE INDEX "social_media_campaigns_advertisement_id_idx" ON "social_media_campaigns" USING btree ("advertisement_id");--> statement-breakpoint
CREATE INDEX "social_media_campaigns_platform_idx" ON "social_media_campaigns" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "api_metrics_created_at_idx" ON "api_metrics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_metrics_endpoint_created_at_idx" ON "api_metrics" USING btree ("endpoint","created_at");--> statement-breakpoint
CREATE INDEX "business_metrics_metric_date_idx" ON "business_metrics" USING btree ("metric","date");--> statement-breakpoint
CREATE INDEX "business_metrics_date_idx" ON "business_metrics" USING btree ("date");--> statement-breakpoint
CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_page_idx" ON "page_views" USING btree ("page");--> statement-breakpoint
CREATE INDEX "page_views_session_id_idx" ON "page_views" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "page_views_user_id_idx" ON "page_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "revenue_metrics_date_idx" ON "revenue_metrics" USING btree ("date");--> statement-breakpoint
CREATE INDEX "revenue_metrics_seller_id_date_idx" ON "revenue_metrics" USING btree ("seller_id","date");--> statement-breakpoint
CREATE INDEX "revenue_metrics_order_id_idx" ON "revenue_metrics" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "revenue_metrics_product_id_idx" ON "revenue_metrics" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "system_health_metric_created_at_idx" ON "system_health" USING btree ("metric","created_at");--> statement-breakpoint
CREATE INDEX "system_health_created_at_idx" ON "system_health" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_sessions_user_id_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sessions_start_time_idx" ON "user_sessions" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "cart_items_product_id_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "detailed_reviews_target_idx" ON "detailed_reviews" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "favorites_target_idx" ON "favorites" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "product_images_product_id_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_one_primary_idx" ON "product_images" USING btree ("product_id") WHERE "product_images"."is_primary";--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_seller_id_idx" ON "products" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."is_featured" and "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_is_active_is_featured_idx" ON "products" USING btree ("is_active","is_featured");--> statement-breakpoint
CREATE INDEX "products_created_at_id_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_effective_price_id_idx" ON "products" USING btree (coalesce("discount_price", "price"),"id");--> statement-breakpoint
CREATE INDEX "products_rating_sort_idx" ON "products" USING btree ("average_rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_review_status_idx" ON "products" USING btree ("created_at") WHERE "products"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "review_helpfulness_user_id_idx" ON "review_helpfulness" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlists_product_id_idx" ON "wishlists" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_participant1_id_idx" ON "chat_conversations" USING btree ("participant1_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_participant2_id_idx" ON "chat_conversations" USING btree ("participant2_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_product_id_idx" ON "chat_conversations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_id_created_at_idx" ON "chat_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_sender_id_idx" ON "chat_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "chat_messages_product_reference_idx" ON "chat_messages" USING btree ("product_reference");--> statement-breakpoint
CREATE INDEX "messages_sender_id_created_at_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_receiver_id_created_at_idx" ON "messages" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_product_id_idx" ON "messages" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "coupon_usage_coupon_id_user_id_idx" ON "coupon_usage" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_usage_user_id_idx" ON "coupon_usage" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupon_usage_order_id_idx" ON "coupon_usage" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupons_is_active_idx" ON "coupons" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "coupons_seller_id_idx" ON "coupons" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "coupons_category_id_idx" ON "coupons" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "couriers_is_active_idx" ON "couriers" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "delivery_service_fees_order_id_idx" ON "delivery_service_fees" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_service_fees_courier_id_idx" ON "delivery_service_fees" USING btree ("courier_id");--> statement-breakpoint
CREATE INDEX "delivery_updates_order_id_timestamp_idx" ON "delivery_updates" USING btree ("order_id","timestamp");--> statement-breakpoint
CREATE INDEX "delivery_zones_courier_id_idx" ON "delivery_zones" USING btree ("courier_id");--> statement-breakpoint
CREATE INDEX "geocoded_addresses_full_address_idx" ON "geocoded_addresses" USING btree ("full_address");--> statement-breakpoint
CREATE INDEX "geocoded_addresses_place_id_idx" ON "geocoded_addresses" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "location_updates_order_id_created_at_idx" ON "location_updates" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "location_updates_courier_id_created_at_idx" ON "location_updates" USING btree ("courier_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_id_created_at_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_id_created_at_idx" ON "orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_courier_id_status_idx" ON "orders" USING btree ("courier_id","status");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_product_id_idx" ON "orders" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_order_group_id_idx" ON "orders" USING btree ("order_group_id");--> statement-breakpoint
CREATE INDEX "payment_methods_user_id_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_idx" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_seller_id_created_at_idx" ON "payments" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_payment_method_id_idx" ON "payments" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "payouts_seller_id_created_at_idx" ON "payouts" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payouts_payout_method_id_idx" ON "payouts" USING btree ("payout_method_id");--> statement-breakpoint
CREATE INDEX "seller_payout_methods_seller_id_idx" ON "seller_payout_methods" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_payout_methods_one_default_idx" ON "seller_payout_methods" USING btree ("seller_id") WHERE "seller_payout_methods"."is_default";--> statement-breakpoint
CREATE INDEX "telebirr_transactions_payment_id_idx" ON "telebirr_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "telebirr_transactions_status_idx" ON "telebirr_transactions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "affiliate_sales_affiliate_id_created_at_idx" ON "affiliate_sales" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_sales_order_id_idx" ON "affiliate_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "affiliate_sales_buyer_id_idx" ON "affiliate_sales" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "digital_service_orders_service_id_idx" ON "digital_service_orders" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "digital_service_orders_buyer_id_created_at_idx" ON "digital_service_orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "digital_service_orders_seller_id_created_at_idx" ON "digital_service_orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "digital_services_seller_id_idx" ON "digital_services" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "digital_services_category_is_active_idx" ON "digital_services" USING btree ("category","is_active");--> statement-breakpoint
CREATE INDEX "listing_fees_category_id_idx" ON "listing_fees" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_listing_payments_product_id_idx" ON "product_listing_payments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_listing_payments_seller_id_idx" ON "product_listing_payments" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "product_listing_payments_listing_fee_id_idx" ON "product_listing_payments" USING btree ("listing_fee_id");--> statement-breakpoint
CREATE INDEX "seller_subscriptions_seller_id_idx" ON "seller_subscriptions" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "seller_subscriptions_plan_id_idx" ON "seller_subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "transaction_fees_order_id_idx" ON "transaction_fees" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transaction_fees_seller_id_created_at_idx" ON "transaction_fees" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_fees_buyer_id_idx" ON "transaction_fees" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "user_buyer_memberships_user_id_idx" ON "user_buyer_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_buyer_memberships_membership_id_idx" ON "user_buyer_memberships" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "sellers_current_tier_id_idx" ON "sellers" USING btree ("current_tier_id");--> statement-breakpoint
CREATE INDEX "user_trials_user_id_idx" ON "user_trials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_trials_trial_plan_id_idx" ON "user_trials" USING btree ("trial_plan_id");--> statement-breakpoint
CREATE INDEX "user_trials_status_expires_at_idx" ON "user_trials" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "global_services_service_type_is_active_idx" ON "global_services" USING btree ("service_type","is_active");--> statement-breakpoint
CREATE INDEX "global_services_provider_id_idx" ON "global_services" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "faqs_category_id_idx" ON "faqs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "feedback_status_created_at_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_messages_ticket_id_created_at_idx" ON "support_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_sender_id_idx" ON "support_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "support_tickets_user_id_created_at_idx" ON "support_tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "support_tickets_assigned_to_idx" ON "support_tickets" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "support_tickets_category_id_idx" ON "support_tickets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_id_created_at_idx" ON "admin_audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "login_attempts_key_created_at_idx" ON "login_attempts" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");