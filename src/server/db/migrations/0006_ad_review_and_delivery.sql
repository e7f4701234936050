CREATE TABLE "advertisement_delivery_stats" (
	"advertisement_id" uuid NOT NULL,
	"day" date NOT NULL,
	"region" text NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "advertisement_delivery_stats_advertisement_id_day_region_pk" PRIMARY KEY("advertisement_id","day","region"),
	CONSTRAINT "advertisement_delivery_stats_numbers_check" CHECK ("advertisement_delivery_stats"."impressions" >= 0 and "advertisement_delivery_stats"."clicks" >= 0 and "advertisement_delivery_stats"."spend" >= 0)
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "spend" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "approval_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "advertisement_delivery_stats" ADD CONSTRAINT "advertisement_delivery_stats_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_pending_idx" ON "advertisements" USING btree ("created_at") WHERE "advertisements"."approval_status" = 'pending';--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_approval_status_check" CHECK ("advertisements"."approval_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_spend_check" CHECK ("advertisements"."spend" >= 0);