ALTER TABLE "wallet_credits" DROP CONSTRAINT "wallet_credits_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_credits" DROP CONSTRAINT "wallet_credits_amount_check";--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_credits_order_id_kind_unique" ON "wallet_credits" USING btree ("order_id","kind") WHERE "wallet_credits"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_order_check" CHECK ("wallet_credits"."kind" = 'return_refund' or "wallet_credits"."order_id" is not null);--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_kind_check" CHECK ("wallet_credits"."kind" in ('return_refund', 'order_payment', 'order_release'));--> statement-breakpoint
ALTER TABLE "wallet_credits" ADD CONSTRAINT "wallet_credits_amount_check" CHECK (case when "wallet_credits"."kind" = 'order_payment' then "wallet_credits"."amount" < 0 else "wallet_credits"."amount" > 0 end);