CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbound_messages_channel_check" CHECK ("outbound_messages"."channel" in ('email', 'sms', 'telegram')),
	CONSTRAINT "outbound_messages_status_check" CHECK ("outbound_messages"."status" in ('pending', 'sent', 'failed', 'held')),
	CONSTRAINT "outbound_messages_language_check" CHECK ("outbound_messages"."language" in ('am', 'en', 'or', 'om', 'ti'))
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_messages_created_at_idx" ON "outbound_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_user_id_created_at_idx" ON "outbound_messages" USING btree ("user_id","created_at");