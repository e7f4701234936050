CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"return_window_days" integer DEFAULT 7 NOT NULL,
	"return_decision_days" integer DEFAULT 3 NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_singleton_check" CHECK ("platform_settings"."id" = 1),
	CONSTRAINT "platform_settings_return_days_check" CHECK ("platform_settings"."return_window_days" between 1 and 365 and "platform_settings"."return_decision_days" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "wallet_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"kind" text NOT NULL,
	"return_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_credits_kind_check" CHECK ("wallet_credits"."kind" in ('return_refund')),
	CONSTRAINT "wallet_credits_amount_check" CHECK ("wallet_credits"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_event_check";--> statement-breakpoint
ALTER TABLE "order_returns" DROP CONSTRAINT "order_returns_amounts_check";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "return_window_days" integer;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "cashback_reversed" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_credits_user_id_created_at_idx" ON "wallet_credits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_credits_return_id_unique" ON "wallet_credits" USING btree ("return_id") WHERE "wallet_credits"."return_id" is not null;--> statement-breakpoint
CREATE INDEX "order_returns_pickup_courier_id_idx" ON "order_returns" USING btree ("pickup_courier_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_return_window_days_check" CHECK ("categories"."return_window_days" is null or "categories"."return_window_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_event_check" CHECK ("notification_preferences"."event" in ('order_confirmed', 'order_on_the_way', 'order_delivered', 'order_cancelled', 'order_refunded', 'ticket_answered', 'review_answered', 'order_new', 'stock_low', 'product_approved', 'product_rejected', 'payout_paid', 'review_received', 'delivery_assigned', 'return_accepted', 'return_refused', 'return_requested', 'return_pickup_assigned'));--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_amounts_check" CHECK ("order_returns"."refund_amount" >= 0 and "order_returns"."seller_net_reversed" >= 0 and "order_returns"."commission_reversed" >= 0 and "order_returns"."return_shipping_fee" >= 0 and "order_returns"."cashback_reversed" >= 0);