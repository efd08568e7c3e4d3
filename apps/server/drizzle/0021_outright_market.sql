CREATE TABLE "outright_markets" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"state" varchar(8) DEFAULT 'closed' NOT NULL,
	"champion" varchar(20),
	"decided_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outright_market_state" CHECK ("outright_markets"."state" in ('open', 'closed', 'decided', 'void')),
	CONSTRAINT "outright_market_champion" CHECK (("outright_markets"."state" = 'decided') = ("outright_markets"."champion" is not null))
);
--> statement-breakpoint
CREATE TABLE "outright_teams" (
	"market_code" varchar(16) NOT NULL,
	"team" varchar(20) NOT NULL,
	"group_name" varchar(4),
	"sp_micro" bigint,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "outright_teams_market_code_team_pk" PRIMARY KEY("market_code","team"),
	CONSTRAINT "outright_team_sp" CHECK ("outright_teams"."sp_micro" is null or "outright_teams"."sp_micro" > 1000000)
);
--> statement-breakpoint
ALTER TABLE "outright_teams" ADD CONSTRAINT "outright_teams_market_code_outright_markets_code_fk" FOREIGN KEY ("market_code") REFERENCES "public"."outright_markets"("code") ON DELETE no action ON UPDATE no action;