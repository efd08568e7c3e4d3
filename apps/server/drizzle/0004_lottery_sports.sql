CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"game_code" varchar(16) NOT NULL,
	"issue" varchar(20),
	"play" varchar(64) DEFAULT '' NOT NULL,
	"request_id" varchar(64),
	"request_hash" varchar(64),
	"chase_id" bigint,
	"bets" integer NOT NULL,
	"multiple" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"prize_fen" bigint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"detail" jsonb NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_user_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "orders_kind_known" CHECK ("orders"."kind" in ('number', 'sports')),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending', 'won', 'lost', 'cancelled')),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_fen" > 0 and "orders"."prize_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_code" varchar(16) NOT NULL,
	"issue" varchar(20) NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"numbers" varchar(200),
	"source" varchar(8),
	"seed_hash" varchar(64),
	"seed" varchar(64),
	"chain_id" integer,
	"chain_index" integer,
	"prizes" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"chases_placed_at" timestamp with time zone,
	CONSTRAINT "lottery_issues_game_issue" UNIQUE("game_code","issue"),
	CONSTRAINT "lottery_issues_chain_slot" UNIQUE("chain_id","chain_index"),
	CONSTRAINT "lottery_issue_status_known" CHECK ("lottery_issues"."status" in ('open', 'closed', 'drawn', 'settled', 'void')),
	CONSTRAINT "lottery_issue_times" CHECK ("lottery_issues"."open_at" <= "lottery_issues"."close_at" and "lottery_issues"."close_at" <= "lottery_issues"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_seed_chains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_seed_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_code" varchar(16) NOT NULL,
	"terminal_seed" varchar(64) NOT NULL,
	"anchor" varchar(64) NOT NULL,
	"length" integer NOT NULL,
	"next_index" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_seed_chain_next" CHECK ("lottery_seed_chains"."next_index" between 1 and "lottery_seed_chains"."length" + 1)
);
--> statement-breakpoint
CREATE TABLE "sports_leagues" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"short_name" varchar(12) NOT NULL,
	"sport" varchar(12) NOT NULL,
	"top_five" boolean DEFAULT false NOT NULL,
	"color" varchar(9) DEFAULT '#999999' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_matches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"match_id" varchar(24) NOT NULL,
	"game_code" varchar(8) NOT NULL,
	"league_code" varchar(12) NOT NULL,
	"home_team" varchar(40) NOT NULL,
	"away_team" varchar(40) NOT NULL,
	"num" varchar(12) NOT NULL,
	"business_date" varchar(10) NOT NULL,
	"issue" varchar(12),
	"kickoff_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'selling' NOT NULL,
	"lines" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"singles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"half_score" varchar(9),
	"full_score" varchar(9),
	"results" jsonb,
	"final_sp" jsonb,
	"result_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"source" varchar(16) DEFAULT 'operator' NOT NULL,
	CONSTRAINT "sports_matches_match_id_unique" UNIQUE("match_id"),
	CONSTRAINT "sports_match_status_known" CHECK ("sports_matches"."status" in ('selling', 'closed', 'finished', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sports_odds" (
	"match_id" varchar(24) NOT NULL,
	"play" varchar(8) NOT NULL,
	"option" varchar(8) NOT NULL,
	"sp_micro" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_odds_match_id_play_option_pk" PRIMARY KEY("match_id","play","option")
);
--> statement-breakpoint
CREATE TABLE "sports_odds_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_odds_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"match_id" varchar(24) NOT NULL,
	"play" varchar(8) NOT NULL,
	"option" varchar(8) NOT NULL,
	"sp_micro" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_pool_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_pool_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_code" varchar(8) NOT NULL,
	"issue" varchar(12) NOT NULL,
	"start_date" varchar(10) NOT NULL,
	"end_date" varchar(10) NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'selling' NOT NULL,
	"prizes" jsonb,
	CONSTRAINT "sports_pool_issues_game_issue" UNIQUE("game_code","issue")
);
--> statement-breakpoint
CREATE TABLE "sports_teams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sport" varchar(12) NOT NULL,
	"name" varchar(40) NOT NULL,
	"short_name" varchar(12) NOT NULL,
	"league_code" varchar(12),
	CONSTRAINT "sports_teams_sport_name" UNIQUE("sport","name")
);
--> statement-breakpoint
CREATE TABLE "sports_order_legs" (
	"order_id" bigint NOT NULL,
	"match_id" varchar(24) NOT NULL,
	CONSTRAINT "sports_order_legs_order_id_match_id_pk" PRIMARY KEY("order_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_chase_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_chase_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chase_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"game_code" varchar(16) NOT NULL,
	"issue" varchar(20) NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"multiple" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"order_id" bigint,
	"done_at" timestamp with time zone,
	CONSTRAINT "lottery_chase_issues_seq" UNIQUE("chase_id","seq"),
	CONSTRAINT "lottery_chase_issues_issue" UNIQUE("chase_id","issue"),
	CONSTRAINT "lottery_chase_issue_status_known" CHECK ("lottery_chase_issues"."status" in ('waiting', 'placed', 'released')),
	CONSTRAINT "lottery_chase_issue_amount_positive" CHECK ("lottery_chase_issues"."amount_fen" > 0 and "lottery_chase_issues"."multiple" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_chases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_chases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chase_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"game_code" varchar(16) NOT NULL,
	"tickets" text NOT NULL,
	"play" varchar(64) DEFAULT '' NOT NULL,
	"addition" boolean DEFAULT false NOT NULL,
	"bets" integer NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"issue_count" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "lottery_chases_chase_no_unique" UNIQUE("chase_no"),
	CONSTRAINT "lottery_chases_user_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "lottery_chase_status_known" CHECK ("lottery_chases"."status" in ('running', 'finished', 'stopped', 'cancelled')),
	CONSTRAINT "lottery_chase_amount_positive" CHECK ("lottery_chases"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_matches" ADD CONSTRAINT "sports_matches_league_code_sports_leagues_code_fk" FOREIGN KEY ("league_code") REFERENCES "public"."sports_leagues"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_teams" ADD CONSTRAINT "sports_teams_league_code_sports_leagues_code_fk" FOREIGN KEY ("league_code") REFERENCES "public"."sports_leagues"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_order_legs" ADD CONSTRAINT "sports_order_legs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chase_issues" ADD CONSTRAINT "lottery_chase_issues_chase_id_lottery_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_issue_idx" ON "orders" USING btree ("game_code","issue","status");--> statement-breakpoint
CREATE INDEX "orders_chase_idx" ON "orders" USING btree ("chase_id");--> statement-breakpoint
CREATE INDEX "orders_won_idx" ON "orders" USING btree ("status","settled_at");--> statement-breakpoint
CREATE INDEX "lottery_issues_game_draw_idx" ON "lottery_issues" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_issues_status_idx" ON "lottery_issues" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_seed_chains_game_idx" ON "lottery_seed_chains" USING btree ("game_code","id");--> statement-breakpoint
CREATE INDEX "sports_matches_game_date_idx" ON "sports_matches" USING btree ("game_code","business_date");--> statement-breakpoint
CREATE INDEX "sports_matches_status_idx" ON "sports_matches" USING btree ("status","close_at");--> statement-breakpoint
CREATE INDEX "sports_matches_issue_idx" ON "sports_matches" USING btree ("game_code","issue");--> statement-breakpoint
CREATE INDEX "sports_odds_history_match_idx" ON "sports_odds_history" USING btree ("match_id","play","at");--> statement-breakpoint
CREATE INDEX "sports_order_legs_match_idx" ON "sports_order_legs" USING btree ("match_id","order_id");--> statement-breakpoint
CREATE INDEX "lottery_chase_issues_due_idx" ON "lottery_chase_issues" USING btree ("game_code","issue","status");--> statement-breakpoint
CREATE INDEX "lottery_chase_issues_waiting_idx" ON "lottery_chase_issues" USING btree ("status","close_at");--> statement-breakpoint
CREATE INDEX "lottery_chases_user_idx" ON "lottery_chases" USING btree ("user_id","created_at");