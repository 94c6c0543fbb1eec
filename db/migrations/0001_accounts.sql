CREATE TABLE "coupon_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount_vnd" integer,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"usage_limit" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"coupon_status" text DEFAULT 'available' NOT NULL,
	"source_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_codes_used_check" CHECK ("coupon_codes"."used_count" >= 0 and "coupon_codes"."used_count" <= "coupon_codes"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_benefit_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"order_number" text,
	"value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"benefit_name" text NOT NULL,
	"benefit_name_en" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"min_room_nights" integer NOT NULL,
	"loyalty_discount_percent" integer NOT NULL,
	"points_per_100k_vnd" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "loyalty_levels_code_unique" UNIQUE("code"),
	CONSTRAINT "loyalty_levels_min_room_nights_unique" UNIQUE("min_room_nights")
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"available_value" integer DEFAULT 0 NOT NULL,
	"redeemed_value" integer DEFAULT 0 NOT NULL,
	"remaining_point" integer DEFAULT 0 NOT NULL,
	"expired_at" timestamp with time zone,
	"order_number" text,
	"posted_at" timestamp with time zone,
	"offer_id" integer,
	"idempotency_key" text,
	CONSTRAINT "loyalty_tx_remaining_check" CHECK ("loyalty_point_transactions"."remaining_point" >= 0 and "loyalty_point_transactions"."remaining_point" <= "loyalty_point_transactions"."available_value"),
	CONSTRAINT "loyalty_tx_values_check" CHECK ("loyalty_point_transactions"."available_value" >= 0 and "loyalty_point_transactions"."redeemed_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_redeem_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"points_cost" integer NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount_vnd" integer,
	"valid_days" integer NOT NULL,
	"usage_limit" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "sso_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "loyalty_members" DROP CONSTRAINT "loyalty_members_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "loyalty_members" ALTER COLUMN "is_third_party" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "loyalty_members" ALTER COLUMN "is_third_party" SET DATA TYPE boolean USING "is_third_party" <> 0;--> statement-breakpoint
ALTER TABLE "loyalty_members" ALTER COLUMN "is_third_party" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "users_id_seq";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupon_codes_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_benefit_transactions" ADD CONSTRAINT "loyalty_benefit_transactions_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_benefit_transactions" ADD CONSTRAINT "loyalty_benefit_transactions_benefit_id_loyalty_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."loyalty_benefits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_benefits" ADD CONSTRAINT "loyalty_benefits_level_id_loyalty_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."loyalty_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_transactions" ADD CONSTRAINT "loyalty_point_transactions_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_password_resets" ADD CONSTRAINT "sso_password_resets_account_id_sso_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sso_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_account_id_sso_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sso_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_codes_member_idx" ON "coupon_codes" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_uq" ON "coupon_uses" USING btree ("coupon_id","order_number");--> statement-breakpoint
CREATE INDEX "loyalty_benefit_tx_member_idx" ON "loyalty_benefit_transactions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "loyalty_tx_member_idx" ON "loyalty_point_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_tx_credit_order_uq" ON "loyalty_point_transactions" USING btree ("order_number") WHERE "loyalty_point_transactions"."type" = 'CREDIT' and "loyalty_point_transactions"."order_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_tx_idempotency_uq" ON "loyalty_point_transactions" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_accounts_email_key" ON "sso_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_password_resets_token_key" ON "sso_password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sso_sessions_account_idx" ON "sso_sessions" USING btree ("account_id") WHERE revoked_at is null;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_members_own_uq" ON "loyalty_members" USING btree ("user_id") WHERE not "loyalty_members"."is_third_party";--> statement-breakpoint
CREATE INDEX "loyalty_members_user_idx" ON "loyalty_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
ALTER TABLE "loyalty_members" DROP COLUMN "level_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_points_check" CHECK ("loyalty_members"."available_point" >= 0);--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_nights_check" CHECK ("loyalty_members"."room_night" >= 0);