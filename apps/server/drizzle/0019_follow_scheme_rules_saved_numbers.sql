CREATE TABLE "lottery_saved_numbers" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lottery_saved_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"game_code" varchar(16) NOT NULL,
	"play" varchar(16) NOT NULL,
	"tickets" varchar(2000) NOT NULL,
	"name" varchar(12) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_saved_numbers_user_id_id_pk" PRIMARY KEY("user_id","id"),
	CONSTRAINT "lottery_saved_numbers_once" UNIQUE("user_id","game_code","tickets")
);
--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ALTER COLUMN "release_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD COLUMN "scheme_id" bigint;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD COLUMN "join_id" bigint;--> statement-breakpoint
ALTER TABLE "follow_rules" ADD COLUMN "target" varchar(10) DEFAULT 'release' NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_saved_numbers" ADD CONSTRAINT "lottery_saved_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_saved_numbers_user_idx" ON "lottery_saved_numbers" USING btree ("user_id","game_code","id");--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_scheme_id_together_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."together_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_join_id_together_joins_id_fk" FOREIGN KEY ("join_id") REFERENCES "public"."together_joins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_scheme_once" UNIQUE("rule_id","scheme_id");--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_one_target" CHECK (("follow_rule_runs"."release_id" is null) <> ("follow_rule_runs"."scheme_id" is null));--> statement-breakpoint
ALTER TABLE "follow_rules" ADD CONSTRAINT "follow_rules_target_known" CHECK ("follow_rules"."target" in ('release', 'scheme'));