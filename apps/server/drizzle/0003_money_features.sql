CREATE TABLE "player_turnover" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"owed_fen" bigint DEFAULT 0 NOT NULL,
	"required_total_fen" bigint DEFAULT 0 NOT NULL,
	"wagered_total_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_owed_not_negative" CHECK ("player_turnover"."owed_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdraw_password_failures" (
	"user_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "withdraw_password_failures_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdraw_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"payout_account_id" integer NOT NULL,
	"account_kind" varchar(8) NOT NULL,
	"bank_code" varchar(8) DEFAULT '' NOT NULL,
	"bank_name" varchar(20) DEFAULT '' NOT NULL,
	"account_masked" varchar(120) NOT NULL,
	"holder" varchar(20) NOT NULL,
	"reason" varchar(100) DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_withdraw_no_unique" UNIQUE("withdraw_no"),
	CONSTRAINT "withdrawals_user_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "withdrawal_amount_positive" CHECK ("withdrawals"."amount_fen" > 0),
	CONSTRAINT "withdrawal_status_known" CHECK ("withdrawals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period" varchar(10) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint,
	"journal_id" bigint,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_claims_once_per_period" UNIQUE("promotion_id","user_id","period"),
	CONSTRAINT "promotion_claims_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "promotion_claim_positive" CHECK ("promotion_claims"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(24) NOT NULL,
	"title" varchar(60) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"turnover_percent" integer DEFAULT 0 NOT NULL,
	"percent" integer,
	"cap_fen" bigint,
	"min_recharge_fen" bigint,
	"min_fen" bigint,
	"max_fen" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_terms" CHECK (("promotions"."kind" = 'first_recharge' and "promotions"."percent" > 0 and "promotions"."cap_fen" > 0 and "promotions"."min_recharge_fen" >= 0)
        or ("promotions"."kind" = 'red_packet' and "promotions"."min_fen" > 0 and "promotions"."max_fen" >= "promotions"."min_fen")),
	CONSTRAINT "promotion_turnover_not_negative" CHECK ("promotions"."turnover_percent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "yuebao_interest_runs" (
	"day" varchar(10) PRIMARY KEY NOT NULL,
	"annual_rate_bp" integer NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demo_game_transfers" (
	"transfer_no" varchar(32) PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"user_id" integer NOT NULL,
	"company" varchar(19) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_game_wallets" (
	"user_id" integer NOT NULL,
	"company" varchar(19) NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_game_wallets_user_id_company_pk" PRIMARY KEY("user_id","company"),
	CONSTRAINT "demo_game_wallet_not_negative" CHECK ("demo_game_wallets"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" varchar(90) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"direction" varchar(4) NOT NULL,
	"company" varchar(19) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"settled_fen" bigint,
	"fail_reason" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "game_transfers_transfer_no_unique" UNIQUE("transfer_no"),
	CONSTRAINT "game_transfers_user_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "game_transfer_amount_positive" CHECK ("game_transfers"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "player_turnover" ADD CONSTRAINT "player_turnover_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_password_failures" ADD CONSTRAINT "withdraw_password_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transfers" ADD CONSTRAINT "game_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "promotion_claims_user_idx" ON "promotion_claims" USING btree ("user_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transfers_one_pending" ON "game_transfers" USING btree ("user_id","company") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "game_transfers_user_idx" ON "game_transfers" USING btree ("user_id","id");