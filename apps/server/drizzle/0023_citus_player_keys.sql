ALTER TABLE "game_transfers" DROP CONSTRAINT "game_transfers_transfer_no_unique";--> statement-breakpoint
ALTER TABLE "instant_scratch_cards" DROP CONSTRAINT "instant_scratch_cards_order_id_unique";--> statement-breakpoint
DROP INDEX "game_transfers_user_idx";--> statement-breakpoint
DROP INDEX "loyalty_growth_user_idx";--> statement-breakpoint
DROP INDEX "instant_fair_seed_user";--> statement-breakpoint
DROP INDEX "instant_scratch_card_user";--> statement-breakpoint
DROP INDEX "instant_small_game_user";--> statement-breakpoint
DROP INDEX "ssjc_guess_user";--> statement-breakpoint
ALTER TABLE "promotion_claims" DROP CONSTRAINT "promotion_claims_pkey";--> statement-breakpoint
ALTER TABLE "game_transfers" DROP CONSTRAINT "game_transfers_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_growth_records" DROP CONSTRAINT "loyalty_growth_records_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_inventory" DROP CONSTRAINT "loyalty_inventory_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_accruals" DROP CONSTRAINT "loyalty_accruals_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_packet_uses" DROP CONSTRAINT "loyalty_packet_uses_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_store_purchases" DROP CONSTRAINT "loyalty_store_purchases_pkey";--> statement-breakpoint
ALTER TABLE "player_breaks" DROP CONSTRAINT "player_breaks_pkey";--> statement-breakpoint
ALTER TABLE "push_outbox" DROP CONSTRAINT "push_outbox_pkey";--> statement-breakpoint
ALTER TABLE "instant_fair_seeds" DROP CONSTRAINT "instant_fair_seeds_pkey";--> statement-breakpoint
ALTER TABLE "instant_scratch_cards" DROP CONSTRAINT "instant_scratch_cards_pkey";--> statement-breakpoint
ALTER TABLE "instant_small_game_plays" DROP CONSTRAINT "instant_small_game_plays_pkey";--> statement-breakpoint
ALTER TABLE "ssjc_guesses" DROP CONSTRAINT "ssjc_guesses_pkey";--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "game_transfers" ADD CONSTRAINT "game_transfers_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "loyalty_growth_records" ADD CONSTRAINT "loyalty_growth_records_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "loyalty_inventory" ADD CONSTRAINT "loyalty_inventory_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "loyalty_accruals" ADD CONSTRAINT "loyalty_accruals_pkey" PRIMARY KEY("user_id","order_id");--> statement-breakpoint
ALTER TABLE "loyalty_packet_uses" ADD CONSTRAINT "loyalty_packet_uses_pkey" PRIMARY KEY("user_id","order_id");--> statement-breakpoint
ALTER TABLE "loyalty_store_purchases" ADD CONSTRAINT "loyalty_store_purchases_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "player_breaks" ADD CONSTRAINT "player_breaks_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "instant_fair_seeds" ADD CONSTRAINT "instant_fair_seeds_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "instant_scratch_cards" ADD CONSTRAINT "instant_scratch_cards_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "instant_small_game_plays" ADD CONSTRAINT "instant_small_game_plays_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "ssjc_guesses" ADD CONSTRAINT "ssjc_guesses_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "game_transfers" ADD CONSTRAINT "game_transfers_user_transfer_no" UNIQUE("user_id","transfer_no");--> statement-breakpoint
ALTER TABLE "instant_scratch_cards" ADD CONSTRAINT "instant_scratch_cards_user_order" UNIQUE("user_id","order_id");--> statement-breakpoint
ALTER TABLE "kefu_messages" DROP CONSTRAINT "kefu_messages_conversation_id_kefu_conversations_id_fk";--> statement-breakpoint
ALTER TABLE "kefu_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
UPDATE "kefu_messages" m SET "user_id" = c."user_id" FROM "kefu_conversations" c WHERE c."id" = m."conversation_id";--> statement-breakpoint
ALTER TABLE "kefu_messages" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kefu_conversations" DROP CONSTRAINT "kefu_conversations_pkey";--> statement-breakpoint
ALTER TABLE "kefu_messages" DROP CONSTRAINT "kefu_messages_pkey";--> statement-breakpoint
ALTER TABLE "kefu_conversations" ADD CONSTRAINT "kefu_conversations_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "kefu_messages" ADD CONSTRAINT "kefu_messages_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "kefu_messages" ADD CONSTRAINT "kefu_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kefu_messages" ADD CONSTRAINT "kefu_messages_conversation_fk" FOREIGN KEY ("user_id","conversation_id") REFERENCES "public"."kefu_conversations"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kefu_conversations_id_idx" ON "kefu_conversations" USING btree ("id");
