CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"truck_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"duplicate_of" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('closed', 'wrong', 'duplicate'))
);
--> statement-breakpoint
CREATE TABLE "truck_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"truck_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"fssai_license" text NOT NULL,
	"phone" text NOT NULL,
	"photo" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truck_claims_status_check" CHECK ("truck_claims"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "truck_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"preview" jsonb NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "truck_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cuisine" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"seen_when" text DEFAULT '' NOT NULL,
	"photo" text,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"truck_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truck_suggestions_status_check" CHECK ("truck_suggestions"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "trucks" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "fssai_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "listing_source" text;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "merged_into" uuid;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_duplicate_of_trucks_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_claims" ADD CONSTRAINT "truck_claims_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_claims" ADD CONSTRAINT "truck_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_claims" ADD CONSTRAINT "truck_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_imports" ADD CONSTRAINT "truck_imports_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_suggestions" ADD CONSTRAINT "truck_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_suggestions" ADD CONSTRAINT "truck_suggestions_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_suggestions" ADD CONSTRAINT "truck_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_reports_status_idx" ON "listing_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "listing_reports_user_idx" ON "listing_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "truck_claims_truck_idx" ON "truck_claims" USING btree ("truck_id");--> statement-breakpoint
CREATE INDEX "truck_claims_user_idx" ON "truck_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "truck_claims_one_pending_key" ON "truck_claims" USING btree ("truck_id","user_id") WHERE "truck_claims"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "truck_claims_one_approved_key" ON "truck_claims" USING btree ("truck_id") WHERE "truck_claims"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "truck_suggestions_user_idx" ON "truck_suggestions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "truck_suggestions_status_idx" ON "truck_suggestions" USING btree ("status","created_at");