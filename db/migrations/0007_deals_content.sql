CREATE TABLE "content_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"excerpt_vi" text DEFAULT '' NOT NULL,
	"excerpt_en" text DEFAULT '' NOT NULL,
	"body_vi" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"published_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "content_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_posts_kind_ck" CHECK ("content_posts"."kind" in ('promotion', 'post', 'article'))
);
--> statement-breakpoint
CREATE TABLE "internal_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"lang" text DEFAULT 'vi' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"lang" text DEFAULT 'vi' NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"confirm_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_status_ck" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "combo_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_key_hash" text,
	"data" jsonb NOT NULL,
	"quoted_total" integer,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deal_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "deal_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"origin_airport" text NOT NULL,
	"destination_airport" text NOT NULL,
	"adult_number" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "deal_flights_adults_ck" CHECK ("deal_flights"."adult_number" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "deal_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"image" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"alt_vi" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"list_price" integer NOT NULL,
	"sell_price" integer NOT NULL,
	"room_nights" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deal_prices_ck" CHECK ("deal_prices"."sell_price" > 0 and "deal_prices"."list_price" >= "deal_prices"."sell_price")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"deal_type" text NOT NULL,
	"combo_type" text,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"summary_vi" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"details_vi" text DEFAULT '' NOT NULL,
	"details_en" text DEFAULT '' NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer,
	"room_nights" integer NOT NULL,
	"destination_airport" text,
	"package_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"package_addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity_total" integer NOT NULL,
	"quantity_sold" integer DEFAULT 0 NOT NULL,
	"max_per_order" integer DEFAULT 5 NOT NULL,
	"sale_starts_at" timestamp with time zone NOT NULL,
	"sale_ends_at" timestamp with time zone NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_type_ck" CHECK ("deals"."deal_type" in ('voucher', 'combo')),
	CONSTRAINT "deals_quantity_ck" CHECK ("deals"."quantity_sold" >= 0 and "deals"."quantity_sold" <= "deals"."quantity_total"),
	CONSTRAINT "deals_room_nights_ck" CHECK ("deals"."room_nights" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_deal_items" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"deal_price_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "order_deal_items_ck" CHECK ("order_deal_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_product_type_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "issued_by_order_id" integer;--> statement-breakpoint
ALTER TABLE "deal_flights" ADD CONSTRAINT "deal_flights_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_images" ADD CONSTRAINT "deal_images_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_prices" ADD CONSTRAINT "deal_prices_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_category_id_deal_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."deal_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_posts_kind_idx" ON "content_posts" USING btree ("kind","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirm_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unsub_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "combo_drafts_expires_idx" ON "combo_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "deal_flights_deal_idx" ON "deal_flights" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "deal_images_deal_idx" ON "deal_images" USING btree ("deal_id","sort_order");--> statement-breakpoint
CREATE INDEX "deal_prices_deal_idx" ON "deal_prices" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "deals_list_idx" ON "deals" USING btree ("status","deal_type","sort_order","id");--> statement-breakpoint
CREATE INDEX "deals_category_idx" ON "deals" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "order_deal_items_deal_idx" ON "order_deal_items" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "vouchers_issued_by_idx" ON "vouchers" USING btree ("issued_by_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_type_check" CHECK ("orders"."product_type" in ('hotel', 'flight', 'combo', 'deal', 'voucher'));