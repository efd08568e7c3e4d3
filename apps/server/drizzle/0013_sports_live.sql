CREATE TABLE "sports_live" (
	"match_id" varchar(24) PRIMARY KEY NOT NULL,
	"status" varchar(4) NOT NULL,
	"minute" smallint,
	"home_score" smallint DEFAULT 0 NOT NULL,
	"away_score" smallint DEFAULT 0 NOT NULL,
	"half_score" varchar(9),
	"home_red" smallint DEFAULT 0 NOT NULL,
	"away_red" smallint DEFAULT 0 NOT NULL,
	"home_yellow" smallint DEFAULT 0 NOT NULL,
	"away_yellow" smallint DEFAULT 0 NOT NULL,
	"home_corners" smallint DEFAULT 0 NOT NULL,
	"away_corners" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_live_status_known" CHECK ("sports_live"."status" in ('NS', '1H', 'HT', '2H', 'ET', 'PEN', 'FT', 'PST', 'CANC'))
);
--> statement-breakpoint
CREATE TABLE "sports_live_events" (
	"match_id" varchar(24) NOT NULL,
	"seq" integer NOT NULL,
	"minute" smallint NOT NULL,
	"type" varchar(8) NOT NULL,
	"side" varchar(4) NOT NULL,
	"player" varchar(40) NOT NULL,
	"player_in" varchar(40),
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_live_events_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
