-- Issue 30 (Citus): orders, chases, schemes, releases, follow rules, recharge orders, withdrawals and payout accounts key by (user_id, id); rows naming them carry the owner's id, filled from the parent row before NOT NULL and the composite foreign keys; numbers stay unique across players through number_owners.
CREATE TABLE "number_owners" (
	"kind" varchar(8) NOT NULL,
	"number" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "number_owners_pkey" PRIMARY KEY("kind","number"),
	CONSTRAINT "number_owners_kind_known" CHECK ("number_owners"."kind" in ('order', 'chase', 'scheme', 'release', 'recharge', 'withdraw'))
);--> statement-breakpoint
INSERT INTO "number_owners" ("kind", "number", "user_id") SELECT 'order', "order_no", "user_id" FROM "orders";--> statement-breakpoint
INSERT INTO "number_owners" ("kind", "number", "user_id") SELECT 'chase', "chase_no", "user_id" FROM "lottery_chases";--> statement-breakpoint
INSERT INTO "number_owners" ("kind", "number", "user_id") SELECT 'scheme', "scheme_no", "user_id" FROM "together_schemes";--> statement-breakpoint
INSERT INTO "number_owners" ("kind", "number", "user_id") SELECT 'release', "release_no", "user_id" FROM "follow_releases";--> statement-breakpoint
INSERT INTO "number_owners" ("kind", "number", "user_id") SELECT 'recharge', "order_no", "user_id" FROM "recharge_orders";--> statement-breakpoint
INSERT INTO "number_owners" ("kind", "number", "user_id") SELECT 'withdraw', "withdraw_no", "user_id" FROM "withdrawals";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "sports_order_legs" DROP CONSTRAINT "sports_order_legs_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" DROP CONSTRAINT "lottery_chase_issues_chase_id_lottery_chases_id_fk";--> statement-breakpoint
ALTER TABLE "together_joins" DROP CONSTRAINT "together_joins_scheme_id_together_schemes_id_fk";--> statement-breakpoint
ALTER TABLE "follow_orders" DROP CONSTRAINT "follow_orders_release_id_follow_releases_id_fk";--> statement-breakpoint
ALTER TABLE "follow_orders" DROP CONSTRAINT "follow_orders_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "follow_releases" DROP CONSTRAINT "follow_releases_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "follow_rule_runs" DROP CONSTRAINT "follow_rule_runs_rule_id_follow_rules_id_fk";--> statement-breakpoint
ALTER TABLE "follow_rule_runs" DROP CONSTRAINT "follow_rule_runs_release_id_follow_releases_id_fk";--> statement-breakpoint
ALTER TABLE "follow_rule_runs" DROP CONSTRAINT "follow_rule_runs_scheme_id_together_schemes_id_fk";--> statement-breakpoint
ALTER TABLE "follow_rule_runs" DROP CONSTRAINT "follow_rule_runs_join_id_together_joins_id_fk";--> statement-breakpoint
ALTER TABLE "sports_order_legs" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "together_joins" ADD COLUMN "scheme_user_id" integer;--> statement-breakpoint
ALTER TABLE "follow_orders" ADD COLUMN "release_user_id" integer;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD COLUMN "target_user_id" integer;--> statement-breakpoint
UPDATE "sports_order_legs" l SET "user_id" = o."user_id" FROM "orders" o WHERE o."id" = l."order_id";--> statement-breakpoint
UPDATE "lottery_chase_issues" i SET "user_id" = c."user_id" FROM "lottery_chases" c WHERE c."id" = i."chase_id";--> statement-breakpoint
UPDATE "together_joins" j SET "scheme_user_id" = s."user_id" FROM "together_schemes" s WHERE s."id" = j."scheme_id";--> statement-breakpoint
UPDATE "follow_orders" f SET "release_user_id" = r."user_id" FROM "follow_releases" r WHERE r."id" = f."release_id";--> statement-breakpoint
UPDATE "follow_rule_runs" u SET "user_id" = r."user_id", "target_user_id" = coalesce((SELECT "user_id" FROM "follow_releases" WHERE "id" = u."release_id"), (SELECT "user_id" FROM "together_schemes" WHERE "id" = u."scheme_id"), r."releaser_id") FROM "follow_rules" r WHERE r."id" = u."rule_id";--> statement-breakpoint
ALTER TABLE "sports_order_legs" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "together_joins" ALTER COLUMN "scheme_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_orders" ALTER COLUMN "release_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ALTER COLUMN "target_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_orders" DROP CONSTRAINT "recharge_orders_order_no_unique";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_withdraw_no_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_order_no_unique";--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" DROP CONSTRAINT "lottery_chase_issues_seq";--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" DROP CONSTRAINT "lottery_chase_issues_issue";--> statement-breakpoint
ALTER TABLE "lottery_chases" DROP CONSTRAINT "lottery_chases_chase_no_unique";--> statement-breakpoint
ALTER TABLE "together_schemes" DROP CONSTRAINT "together_schemes_scheme_no_unique";--> statement-breakpoint
ALTER TABLE "follow_orders" DROP CONSTRAINT "follow_orders_order";--> statement-breakpoint
ALTER TABLE "follow_releases" DROP CONSTRAINT "follow_releases_release_no_unique";--> statement-breakpoint
ALTER TABLE "follow_releases" DROP CONSTRAINT "follow_releases_order_id_unique";--> statement-breakpoint
ALTER TABLE "follow_rule_runs" DROP CONSTRAINT "follow_rule_runs_once";--> statement-breakpoint
ALTER TABLE "follow_rule_runs" DROP CONSTRAINT "follow_rule_runs_scheme_once";--> statement-breakpoint
ALTER TABLE "sports_order_legs" DROP CONSTRAINT "sports_order_legs_order_id_match_id_pk";--> statement-breakpoint
ALTER TABLE "payout_accounts" DROP CONSTRAINT "payout_accounts_pkey";--> statement-breakpoint
ALTER TABLE "recharge_orders" DROP CONSTRAINT "recharge_orders_pkey";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" DROP CONSTRAINT "lottery_chase_issues_pkey";--> statement-breakpoint
ALTER TABLE "lottery_chases" DROP CONSTRAINT "lottery_chases_pkey";--> statement-breakpoint
ALTER TABLE "together_schemes" DROP CONSTRAINT "together_schemes_pkey";--> statement-breakpoint
ALTER TABLE "follow_orders" DROP CONSTRAINT "follow_orders_pkey";--> statement-breakpoint
ALTER TABLE "follow_releases" DROP CONSTRAINT "follow_releases_pkey";--> statement-breakpoint
ALTER TABLE "follow_rule_runs" DROP CONSTRAINT "follow_rule_runs_pkey";--> statement-breakpoint
ALTER TABLE "follow_rules" DROP CONSTRAINT "follow_rules_pkey";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "sports_order_legs" ADD CONSTRAINT "sports_order_legs_pkey" PRIMARY KEY("user_id","order_id","match_id");--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" ADD CONSTRAINT "lottery_chase_issues_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "together_schemes" ADD CONSTRAINT "together_schemes_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "follow_orders" ADD CONSTRAINT "follow_orders_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "follow_releases" ADD CONSTRAINT "follow_releases_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "follow_rules" ADD CONSTRAINT "follow_rules_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_order_no" UNIQUE("user_id","order_no");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_withdraw_no" UNIQUE("user_id","withdraw_no");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_order_no" UNIQUE("user_id","order_no");--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" ADD CONSTRAINT "lottery_chase_issues_seq" UNIQUE("user_id","chase_id","seq");--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" ADD CONSTRAINT "lottery_chase_issues_issue" UNIQUE("user_id","chase_id","issue");--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_user_chase_no" UNIQUE("user_id","chase_no");--> statement-breakpoint
ALTER TABLE "together_joins" ADD CONSTRAINT "together_joins_user_join" UNIQUE("user_id","id");--> statement-breakpoint
ALTER TABLE "together_schemes" ADD CONSTRAINT "together_schemes_user_scheme_no" UNIQUE("user_id","scheme_no");--> statement-breakpoint
ALTER TABLE "follow_orders" ADD CONSTRAINT "follow_orders_order" UNIQUE("user_id","order_id");--> statement-breakpoint
ALTER TABLE "follow_releases" ADD CONSTRAINT "follow_releases_user_release_no" UNIQUE("user_id","release_no");--> statement-breakpoint
ALTER TABLE "follow_releases" ADD CONSTRAINT "follow_releases_user_order" UNIQUE("user_id","order_id");--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_once" UNIQUE("user_id","rule_id","release_id");--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_scheme_once" UNIQUE("user_id","rule_id","scheme_id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_fk" FOREIGN KEY ("user_id","payout_account_id") REFERENCES "public"."payout_accounts"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_order_legs" ADD CONSTRAINT "sports_order_legs_order_fk" FOREIGN KEY ("user_id","order_id") REFERENCES "public"."orders"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" ADD CONSTRAINT "lottery_chase_issues_chase_fk" FOREIGN KEY ("user_id","chase_id") REFERENCES "public"."lottery_chases"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" ADD CONSTRAINT "lottery_chase_issues_order_fk" FOREIGN KEY ("user_id","order_id") REFERENCES "public"."orders"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_joins" ADD CONSTRAINT "together_joins_scheme_fk" FOREIGN KEY ("scheme_user_id","scheme_id") REFERENCES "public"."together_schemes"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_schemes" ADD CONSTRAINT "together_schemes_order_fk" FOREIGN KEY ("user_id","order_id") REFERENCES "public"."orders"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_orders" ADD CONSTRAINT "follow_orders_order_fk" FOREIGN KEY ("user_id","order_id") REFERENCES "public"."orders"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_orders" ADD CONSTRAINT "follow_orders_release_fk" FOREIGN KEY ("release_user_id","release_id") REFERENCES "public"."follow_releases"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_releases" ADD CONSTRAINT "follow_releases_order_fk" FOREIGN KEY ("user_id","order_id") REFERENCES "public"."orders"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_rule_fk" FOREIGN KEY ("user_id","rule_id") REFERENCES "public"."follow_rules"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_release_fk" FOREIGN KEY ("target_user_id","release_id") REFERENCES "public"."follow_releases"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_scheme_fk" FOREIGN KEY ("target_user_id","scheme_id") REFERENCES "public"."together_schemes"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_join_fk" FOREIGN KEY ("user_id","join_id") REFERENCES "public"."together_joins"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_accounts_id_idx" ON "payout_accounts" USING btree ("id");--> statement-breakpoint
CREATE INDEX "recharge_orders_order_no_idx" ON "recharge_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "withdrawals_withdraw_no_idx" ON "withdrawals" USING btree ("withdraw_no");--> statement-breakpoint
CREATE INDEX "orders_id_idx" ON "orders" USING btree ("id");--> statement-breakpoint
CREATE INDEX "orders_order_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "lottery_chases_id_idx" ON "lottery_chases" USING btree ("id");--> statement-breakpoint
CREATE INDEX "lottery_chases_chase_no_idx" ON "lottery_chases" USING btree ("chase_no");--> statement-breakpoint
CREATE INDEX "together_schemes_id_idx" ON "together_schemes" USING btree ("id");--> statement-breakpoint
CREATE INDEX "together_schemes_scheme_no_idx" ON "together_schemes" USING btree ("scheme_no");--> statement-breakpoint
CREATE INDEX "follow_releases_id_idx" ON "follow_releases" USING btree ("id");--> statement-breakpoint
CREATE INDEX "follow_releases_release_no_idx" ON "follow_releases" USING btree ("release_no");
