CREATE TABLE "instant_fair_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instant_fair_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(32) NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "instant_fair_seed_nonce" CHECK ("instant_fair_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "instant_scratch_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instant_scratch_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(40) NOT NULL,
	"price_fen" bigint NOT NULL,
	"card_count" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"remaining" jsonb NOT NULL,
	"losing_left" integer NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"reveal_minutes" integer DEFAULT 1440 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instant_scratch_batch_terms" CHECK ("instant_scratch_batches"."price_fen" > 0 and "instant_scratch_batches"."card_count" > 0 and "instant_scratch_batches"."losing_left" >= 0
        and "instant_scratch_batches"."sold_count" >= 0 and "instant_scratch_batches"."sold_count" <= "instant_scratch_batches"."card_count" and "instant_scratch_batches"."reveal_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "instant_scratch_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instant_scratch_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"tier" integer NOT NULL,
	"prize_fen" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"remaining_before" jsonb NOT NULL,
	"losing_before" integer NOT NULL,
	"state" varchar(10) DEFAULT 'bought' NOT NULL,
	"bought_at" timestamp with time zone NOT NULL,
	"reveal_due_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "instant_scratch_cards_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "instant_scratch_card_state" CHECK ("instant_scratch_cards"."state" in ('bought', 'revealed')),
	CONSTRAINT "instant_scratch_card_prize" CHECK ("instant_scratch_cards"."prize_fen" >= 0 and "instant_scratch_cards"."tier" >= -1)
);
--> statement-breakpoint
CREATE TABLE "instant_small_game_plays" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instant_small_game_plays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"game" varchar(8) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"stake" integer NOT NULL,
	"used_chance" boolean NOT NULL,
	"day" varchar(10) NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"stops" jsonb NOT NULL,
	"line" varchar(16),
	"prize_points" integer DEFAULT 0 NOT NULL,
	"packet_fen" bigint DEFAULT 0 NOT NULL,
	"item_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "instant_small_game_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "instant_small_game_amounts" CHECK ("instant_small_game_plays"."stake" > 0 and "instant_small_game_plays"."prize_points" >= 0 and "instant_small_game_plays"."packet_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_known";--> statement-breakpoint
ALTER TABLE "instant_fair_seeds" ADD CONSTRAINT "instant_fair_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_scratch_cards" ADD CONSTRAINT "instant_scratch_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_small_game_plays" ADD CONSTRAINT "instant_small_game_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instant_fair_seed_current" ON "instant_fair_seeds" USING btree ("user_id") WHERE "instant_fair_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "instant_fair_seed_user" ON "instant_fair_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "instant_scratch_card_user" ON "instant_scratch_cards" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "instant_scratch_card_due" ON "instant_scratch_cards" USING btree ("state","reveal_due_at");--> statement-breakpoint
CREATE INDEX "instant_scratch_card_batch" ON "instant_scratch_cards" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "instant_small_game_user" ON "instant_small_game_plays" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "instant_small_game_day" ON "instant_small_game_plays" USING btree ("user_id","day","used_chance");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_known" CHECK ("orders"."kind" in ('number', 'sports', 'scratch'));