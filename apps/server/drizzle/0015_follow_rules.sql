CREATE TABLE "follow_rule_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_rule_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule_id" bigint NOT NULL,
	"release_id" bigint NOT NULL,
	"order_id" bigint,
	"outcome" varchar(10) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_rule_runs_once" UNIQUE("rule_id","release_id"),
	CONSTRAINT "follow_rule_runs_outcome" CHECK ("follow_rule_runs"."outcome" in ('placed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "follow_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"releaser_id" bigint NOT NULL,
	"follow_type" smallint NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"max_amount_fen" bigint DEFAULT 0 NOT NULL,
	"times" integer NOT NULL,
	"used_times" integer DEFAULT 0 NOT NULL,
	"pay_type" smallint NOT NULL,
	"per_time_fen" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "follow_rules_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "follow_rules_status_known" CHECK ("follow_rules"."status" in ('active', 'done', 'stopped', 'expired')),
	CONSTRAINT "follow_rules_times" CHECK ("follow_rules"."times" between 1 and 100 and "follow_rules"."used_times" between 0 and "follow_rules"."times")
);
--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_rule_id_follow_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."follow_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_rule_runs" ADD CONSTRAINT "follow_rule_runs_release_id_follow_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."follow_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_rules" ADD CONSTRAINT "follow_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_rules_releaser_idx" ON "follow_rules" USING btree ("releaser_id","status","created_at");--> statement-breakpoint
CREATE INDEX "follow_rules_follower_idx" ON "follow_rules" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_rules_due_idx" ON "follow_rules" USING btree ("status","expires_at");