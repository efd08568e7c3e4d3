CREATE TABLE "agent_codes" (
	"code" varchar(7) PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"rates" jsonb NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"type" varchar(8),
	"status" varchar(10) NOT NULL,
	"rates" jsonb NOT NULL,
	"level" integer,
	"code" varchar(7),
	"applied_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(32),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_members_status_known" CHECK ("agent_members"."status" in ('member', 'pending', 'active', 'rejected', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_days" (
	"agent_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"journal_id" bigint,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_rebate_days_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_rebate_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"child_id" integer NOT NULL,
	"family" varchar(8) NOT NULL,
	"team_stake_fen" bigint NOT NULL,
	"own_rate" integer NOT NULL,
	"child_rate" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "agent_rebate_lines_amount" CHECK ("agent_rebate_lines"."amount_fen" >= 0 and "agent_rebate_lines"."team_stake_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_codes" ADD CONSTRAINT "agent_codes_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_members" ADD CONSTRAINT "agent_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_members" ADD CONSTRAINT "agent_members_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_days" ADD CONSTRAINT "agent_rebate_days_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_lines" ADD CONSTRAINT "agent_rebate_lines_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_lines" ADD CONSTRAINT "agent_rebate_lines_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_codes_agent_idx" ON "agent_codes" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_members_parent_idx" ON "agent_members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "agent_members_status_idx" ON "agent_members" USING btree ("status");--> statement-breakpoint
CREATE INDEX "agent_rebate_days_day_idx" ON "agent_rebate_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "agent_rebate_lines_agent_idx" ON "agent_rebate_lines" USING btree ("agent_id","day");