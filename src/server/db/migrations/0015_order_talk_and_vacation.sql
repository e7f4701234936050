ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_event_check";--> statement-breakpoint
ALTER TABLE "detailed_reviews" ADD COLUMN "seller_reply" text;--> statement-breakpoint
ALTER TABLE "detailed_reviews" ADD COLUMN "seller_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "vacation_until" date;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "vacation_message" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_order_id_unique" ON "chat_conversations" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "detailed_reviews" ADD CONSTRAINT "detailed_reviews_seller_reply_check" CHECK (("detailed_reviews"."seller_reply" is null) = ("detailed_reviews"."seller_replied_at" is null));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_event_check" CHECK ("notification_preferences"."event" in ('order_confirmed', 'order_on_the_way', 'order_delivered', 'order_cancelled', 'order_refunded', 'ticket_answered', 'review_answered', 'order_new', 'stock_low', 'product_approved', 'product_rejected', 'payout_paid', 'review_received', 'delivery_assigned'));