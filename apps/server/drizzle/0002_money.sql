CREATE TABLE "payout_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"bank_code" varchar(8),
	"account_no" varchar(120) NOT NULL,
	"holder" varchar(20) NOT NULL,
	"branch" varchar(40) DEFAULT '' NOT NULL,
	"province" varchar(20) DEFAULT '' NOT NULL,
	"city" varchar(20) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"journal_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_before_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"account_version" integer NOT NULL,
	CONSTRAINT "ledger_entries_account_version" UNIQUE("account_id","account_version"),
	CONSTRAINT "ledger_entry_not_zero" CHECK ("ledger_entries"."amount_fen" <> 0),
	CONSTRAINT "ledger_entry_adds_up" CHECK ("ledger_entries"."balance_after_fen" = "ledger_entries"."balance_before_fen" + "ledger_entries"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_journals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(24) NOT NULL,
	"scope" varchar(32) NOT NULL,
	"key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"ref_type" varchar(24),
	"ref_id" varchar(64),
	"memo" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_journals_scope_key" UNIQUE("scope","key")
);
--> statement-breakpoint
CREATE TABLE "recharge_channels" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"provider" varchar(24) NOT NULL,
	"min_fen" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"presets_fen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"provider" varchar(24) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "recharge_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "recharge_amount_positive" CHECK ("recharge_orders"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_channel_code_recharge_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."recharge_channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_live_number" ON "payout_accounts" USING btree ("kind","account_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_one_default" ON "payout_accounts" USING btree ("user_id","kind") WHERE is_default and deleted_at is null;--> statement-breakpoint
CREATE INDEX "payout_accounts_owner_idx" ON "payout_accounts" USING btree ("user_id","kind") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_journals_ref_idx" ON "ledger_journals" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_kind" ON "ledger_accounts" USING btree ("kind") WHERE user_id is null;