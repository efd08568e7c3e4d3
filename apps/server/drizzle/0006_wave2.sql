CREATE TABLE "kefu_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kefu_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'waiting' NOT NULL,
	"operator_id" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_player_message_id" bigint DEFAULT 0 NOT NULL,
	"operator_seen_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kefu_conversations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "kefu_conversation_status" CHECK ("kefu_conversations"."status" in ('waiting', 'active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "kefu_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kefu_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"sender" varchar(8) NOT NULL,
	"operator_id" integer,
	"kind" varchar(8) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kefu_message_sender" CHECK ("kefu_messages"."sender" in ('player', 'operator')),
	CONSTRAINT "kefu_message_kind" CHECK ("kefu_messages"."kind" in ('text', 'image', 'order'))
);
--> statement-breakpoint
CREATE TABLE "together_joins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "together_joins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scheme_id" bigint NOT NULL,
	"user_id" integer,
	"kind" varchar(10) NOT NULL,
	"shares" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"request_id" varchar(64),
	"request_hash" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "together_joins_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "together_joins_kind_known" CHECK ("together_joins"."kind" in ('buy', 'join', 'guarantee', 'site')),
	CONSTRAINT "together_joins_positive" CHECK ("together_joins"."shares" > 0 and "together_joins"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "together_schemes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "together_schemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scheme_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"game_code" varchar(16) NOT NULL,
	"issue" varchar(20) NOT NULL,
	"play" varchar(64) DEFAULT '' NOT NULL,
	"detail" jsonb NOT NULL,
	"bets" integer NOT NULL,
	"multiple" integer NOT NULL,
	"total_shares" integer NOT NULL,
	"sold_shares" integer NOT NULL,
	"buy_shares" integer NOT NULL,
	"guarantee_shares" integer NOT NULL,
	"guarantee_used" integer DEFAULT 0 NOT NULL,
	"site_shares" integer DEFAULT 0 NOT NULL,
	"commission_percent" smallint NOT NULL,
	"privacy" smallint NOT NULL,
	"pitch" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'selling' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"participants" integer DEFAULT 1 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"order_id" bigint,
	"request_id" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"prize_fen" bigint DEFAULT 0 NOT NULL,
	"commission_fen" bigint DEFAULT 0 NOT NULL,
	"per_share_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "together_schemes_scheme_no_unique" UNIQUE("scheme_no"),
	CONSTRAINT "together_schemes_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "together_schemes_status_known" CHECK ("together_schemes"."status" in ('selling', 'placed', 'won', 'lost', 'refunded', 'cancelled')),
	CONSTRAINT "together_schemes_shares" CHECK ("together_schemes"."total_shares" > 0 and "together_schemes"."sold_shares" + "together_schemes"."guarantee_used" + "together_schemes"."site_shares" <= "together_schemes"."total_shares"
          and "together_schemes"."buy_shares" + "together_schemes"."guarantee_shares" <= "together_schemes"."total_shares")
);
--> statement-breakpoint
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
CREATE TABLE "player_breaks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"period" varchar(4) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_breaks_kind_known" CHECK ("player_breaks"."kind" in ('timeout', 'exclusion')),
	CONSTRAINT "player_breaks_ordered" CHECK ("player_breaks"."ends_at" > "player_breaks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" bigint,
	"pending" boolean DEFAULT false NOT NULL,
	"pending_value" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "player_limits_value_positive" CHECK ("player_limits"."value" is null or "player_limits"."value" > 0),
	CONSTRAINT "player_limits_pending_positive" CHECK ("player_limits"."pending_value" is null or "player_limits"."pending_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_play_sessions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kefu_conversations" ADD CONSTRAINT "kefu_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kefu_messages" ADD CONSTRAINT "kefu_messages_conversation_id_kefu_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."kefu_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_joins" ADD CONSTRAINT "together_joins_scheme_id_together_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."together_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_joins" ADD CONSTRAINT "together_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_schemes" ADD CONSTRAINT "together_schemes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "player_breaks" ADD CONSTRAINT "player_breaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_play_sessions" ADD CONSTRAINT "player_play_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kefu_conversations_queue_idx" ON "kefu_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "kefu_messages_conversation_idx" ON "kefu_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "together_joins_scheme_idx" ON "together_joins" USING btree ("scheme_id","id");--> statement-breakpoint
CREATE INDEX "together_joins_user_idx" ON "together_joins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "together_schemes_due_idx" ON "together_schemes" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "together_schemes_issue_idx" ON "together_schemes" USING btree ("game_code","issue","status");--> statement-breakpoint
CREATE INDEX "together_schemes_order_idx" ON "together_schemes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "together_schemes_initiator_idx" ON "together_schemes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_growth_user_idx" ON "loyalty_growth_records" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loyalty_inventory_user_idx" ON "loyalty_inventory" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "loyalty_packet_uses_item_idx" ON "loyalty_packet_uses" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "loyalty_purchase_day_idx" ON "loyalty_store_purchases" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "loyalty_purchase_user_day_idx" ON "loyalty_store_purchases" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "player_breaks_user_idx" ON "player_breaks" USING btree ("user_id","ends_at");