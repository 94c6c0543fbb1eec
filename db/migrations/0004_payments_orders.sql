CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancel_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"text_vi" text NOT NULL,
	"text_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"tax_code" text NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_invoices_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_vnd" integer NOT NULL,
	"channel" text NOT NULL,
	"bank_id" integer,
	"branch_id" integer,
	"account_number" text,
	"account_name" text,
	"status" text NOT NULL,
	"provider_ref" text,
	"reason_id" integer,
	"reason_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_refunds_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_refunds_amount_ck" CHECK ("order_refunds"."amount_vnd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_stays" (
	"order_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"rooms" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "order_stays_rooms_ck" CHECK ("order_stays"."rooms" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_notifications" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"content" text NOT NULL,
	"outcome" text NOT NULL,
	"order_id" integer
);
--> statement-breakpoint
CREATE TABLE "booking_payment_choices" (
	"booking_request_id" uuid PRIMARY KEY NOT NULL,
	"payment_method" text NOT NULL,
	"user_type" text NOT NULL,
	"voucher_id" integer,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_later_links" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"token" text NOT NULL,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"txn_ref" text NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount_vnd" integer NOT NULL,
	"status" text NOT NULL,
	"provider_txn_no" text,
	"provider_data" jsonb,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_txn_ref_unique" UNIQUE("txn_ref"),
	CONSTRAINT "payment_attempts_amount_ck" CHECK ("payment_attempts"."amount_vnd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_later_accounts" (
	"phone" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"registered" boolean DEFAULT false NOT NULL,
	"limit_amount" bigint NOT NULL,
	"avail_limit_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_pay_later_accounts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sandbox_vnpay_transactions" (
	"txn_ref" text PRIMARY KEY NOT NULL,
	"transaction_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"response_code" text NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_vnpay_transactions_transaction_no_unique" UNIQUE("transaction_no")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"hotel_id" integer,
	"room_nights" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" text NOT NULL,
	"used_by_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "vouchers_room_nights_ck" CHECK ("vouchers"."room_nights" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_key_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pin_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_request_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hotel_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nights" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "adults" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "children_ages" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receivers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rooms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT 'vi' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_vnd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_vnd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_fee_vnd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "free_cancel_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stays" ADD CONSTRAINT "order_stays_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_branches" ADD CONSTRAINT "bank_branches_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_ref_idx" ON "mail_outbox" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_stays_pk" ON "order_stays" USING btree ("order_id","room_type_id","stay_date");--> statement-breakpoint
CREATE INDEX "bank_branches_bank_idx" ON "bank_branches" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_success_idx" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "orders_guest_idx" ON "orders" USING btree ("guest_key_hash");--> statement-breakpoint
CREATE INDEX "orders_deadline_idx" ON "orders" USING btree ("status","payment_deadline");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_request_id_unique" UNIQUE("booking_request_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'confirmed', 'completed', 'expired', 'cancelled', 'refunded'));