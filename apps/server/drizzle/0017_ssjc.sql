CREATE TABLE "ssjc_guesses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ssjc_guesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"match_id" varchar(24) NOT NULL,
	"pick" varchar(1) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"prize_kind" varchar(8) NOT NULL,
	"prize_amount" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"item_id" integer,
	"at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ssjc_guess_match" UNIQUE("user_id","match_id"),
	CONSTRAINT "ssjc_guess_request" UNIQUE("user_id","request_id"),
	CONSTRAINT "ssjc_guess_pick" CHECK ("ssjc_guesses"."pick" in ('3', '1', '0')),
	CONSTRAINT "ssjc_guess_status" CHECK ("ssjc_guesses"."status" in ('pending', 'won', 'lost', 'void'))
);
--> statement-breakpoint
CREATE TABLE "ssjc_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ssjc_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" varchar(24) NOT NULL,
	"prize_kind" varchar(8) NOT NULL,
	"prize_amount" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ssjc_matches_match_id_unique" UNIQUE("match_id"),
	CONSTRAINT "ssjc_match_prize" CHECK ("ssjc_matches"."prize_kind" in ('points', 'packet') and "ssjc_matches"."prize_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ssjc_guesses" ADD CONSTRAINT "ssjc_guesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ssjc_guess_user" ON "ssjc_guesses" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ssjc_guess_day" ON "ssjc_guesses" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "ssjc_guess_pending" ON "ssjc_guesses" USING btree ("match_id","status");--> statement-breakpoint
CREATE INDEX "ssjc_guess_rank" ON "ssjc_guesses" USING btree ("status","settled_at");