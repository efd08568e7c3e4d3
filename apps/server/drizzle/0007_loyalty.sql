CREATE TABLE "loyalty_checkins" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"made_up" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_checkins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "loyalty_growth_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_growth_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"reason" varchar(12) NOT NULL,
	"delta" integer NOT NULL,
	"growth_after" integer NOT NULL,
	"level_after" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_growth_once" UNIQUE("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_honor_gifts" (
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"points" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_honor_gifts_user_id_level_pk" PRIMARY KEY("user_id","level")
);
--> statement-breakpoint
CREATE TABLE "loyalty_inventory" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_inventory_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(40) NOT NULL,
	"value_fen" bigint,
	"remaining_fen" bigint,
	"source" varchar(12) NOT NULL,
	"source_ref" varchar(64) NOT NULL,
	"state" varchar(10) DEFAULT 'usable' NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "loyalty_inventory_source" UNIQUE("user_id","source","source_ref"),
	CONSTRAINT "loyalty_inventory_remaining" CHECK ("loyalty_inventory"."remaining_fen" is null or "loyalty_inventory"."remaining_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_accruals" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"growth" integer NOT NULL,
	"points" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"cycle_start" date NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"stake_growth_day" date,
	"stake_growth_today" integer DEFAULT 0 NOT NULL,
	"points_day" date,
	"points_today" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_member_growth" CHECK ("loyalty_members"."growth" >= 0 and "loyalty_members"."level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_packet_uses" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" bigint NOT NULL,
	"credit_fen" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_packet_use_positive" CHECK ("loyalty_packet_uses"."credit_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_store_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_store_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"name" varchar(40) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"price_points" integer NOT NULL,
	"value_fen" bigint,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"daily_stock" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_product_terms" CHECK ("loyalty_store_products"."price_points" > 0 and "loyalty_store_products"."valid_days" > 0 and ("loyalty_store_products"."daily_stock" is null or "loyalty_store_products"."daily_stock" >= 0)
        and (("loyalty_store_products"."kind" = 'red_packet' and "loyalty_store_products"."value_fen" > 0) or ("loyalty_store_products"."kind" = 'makeup_card' and "loyalty_store_products"."value_fen" is null)))
);
--> statement-breakpoint
CREATE TABLE "loyalty_store_purchases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_store_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"day" date NOT NULL,
	"price" integer NOT NULL,
	"item_id" bigint NOT NULL,
	"points_after" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_purchase_request" UNIQUE("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_streak_rewards" (
	"user_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"days" integer NOT NULL,
	"points" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_streak_rewards_user_id_month_days_pk" PRIMARY KEY("user_id","month","days")
);
--> statement-breakpoint
ALTER TABLE "loyalty_checkins" ADD CONSTRAINT "loyalty_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_growth_records" ADD CONSTRAINT "loyalty_growth_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_honor_gifts" ADD CONSTRAINT "loyalty_honor_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_inventory" ADD CONSTRAINT "loyalty_inventory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accruals" ADD CONSTRAINT "loyalty_accruals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_packet_uses" ADD CONSTRAINT "loyalty_packet_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_store_purchases" ADD CONSTRAINT "loyalty_store_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_store_purchases" ADD CONSTRAINT "loyalty_store_purchases_product_id_loyalty_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loyalty_store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_streak_rewards" ADD CONSTRAINT "loyalty_streak_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_growth_user_idx" ON "loyalty_growth_records" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loyalty_inventory_user_idx" ON "loyalty_inventory" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "loyalty_packet_uses_item_idx" ON "loyalty_packet_uses" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "loyalty_purchase_day_idx" ON "loyalty_store_purchases" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "loyalty_purchase_user_day_idx" ON "loyalty_store_purchases" USING btree ("user_id","day");