ALTER TABLE "follow_rule_runs" ALTER COLUMN "release_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD COLUMN "scheme_id" bigint;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD COLUMN "join_id" bigint;--> statement-breakpoint
ALTER TABLE "follow_rules" ADD COLUMN "target" varchar(10) DEFAULT 'release' NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_scheme_id_together_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."together_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_join_id_together_joins_id_fk" FOREIGN KEY ("join_id") REFERENCES "public"."together_joins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_scheme_once" UNIQUE("rule_id","scheme_id");--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_one_target" CHECK (("follow_rule_runs"."release_id" is null) <> ("follow_rule_runs"."scheme_id" is null));--> statement-breakpoint
ALTER TABLE "follow_rules" ADD CONSTRAINT "follow_rules_target_known" CHECK ("follow_rules"."target" in ('release', 'scheme'));