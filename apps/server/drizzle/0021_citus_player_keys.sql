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
ALTER TABLE "instant_scratch_cards" ADD CONSTRAINT "instant_scratch_cards_user_order" UNIQUE("user_id","order_id");