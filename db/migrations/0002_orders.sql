CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"check_in" date,
	"check_out" date,
	"total_vnd" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_product_type_check" CHECK ("orders"."product_type" in ('hotel', 'flight', 'combo', 'voucher')),
	CONSTRAINT "orders_total_vnd_check" CHECK ("orders"."total_vnd" >= 0)
);
--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");