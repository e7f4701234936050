CREATE TABLE "api_request_minutes" (
	"minute" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"endpoint" text NOT NULL,
	"requests" integer NOT NULL,
	"server_errors" integer NOT NULL,
	"response_time_total" bigint NOT NULL,
	CONSTRAINT "api_request_minutes_minute_method_endpoint_pk" PRIMARY KEY("minute","method","endpoint"),
	CONSTRAINT "api_request_minutes_requests_check" CHECK ("api_request_minutes"."requests" > 0),
	CONSTRAINT "api_request_minutes_server_errors_check" CHECK ("api_request_minutes"."server_errors" between 0 and "api_request_minutes"."requests"),
	CONSTRAINT "api_request_minutes_response_time_check" CHECK ("api_request_minutes"."response_time_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "api_server_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"method" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_time" integer NOT NULL,
	"user_id" uuid,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_server_errors_status_code_check" CHECK ("api_server_errors"."status_code" between 500 and 599),
	CONSTRAINT "api_server_errors_response_time_check" CHECK ("api_server_errors"."response_time" >= 0)
);
--> statement-breakpoint
ALTER TABLE "api_server_errors" ADD CONSTRAINT "api_server_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_server_errors_created_at_idx" ON "api_server_errors" USING btree ("created_at");--> statement-breakpoint
-- Written by hand from here (docs/decisions/044-api-requests-counted-per-minute.md): the requests
-- recorded one row each are counted into their minutes, and the server errors keep their rows.
-- The next migration drops the old table.
INSERT INTO "api_request_minutes" ("minute", "method", "endpoint", "requests", "server_errors", "response_time_total")
  SELECT date_trunc('minute', "created_at"), "method", "endpoint", count(*),
         count(*) FILTER (WHERE "status_code" >= 500), sum("response_time")
  FROM "api_metrics"
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "api_server_errors" ("endpoint", "method", "status_code", "response_time", "user_id", "error_message", "created_at")
  SELECT "endpoint", "method", "status_code", "response_time", "user_id", "error_message", "created_at"
  FROM "api_metrics"
  WHERE "status_code" >= 500;
