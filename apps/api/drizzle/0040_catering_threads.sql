CREATE TABLE "catering_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"truck_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "catering_messages" ADD CONSTRAINT "catering_messages_request_id_catering_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."catering_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_messages" ADD CONSTRAINT "catering_messages_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_messages" ADD CONSTRAINT "catering_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catering_messages_thread_idx" ON "catering_messages" USING btree ("request_id","truck_id","created_at");