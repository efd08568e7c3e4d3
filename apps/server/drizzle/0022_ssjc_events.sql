CREATE TABLE "ssjc_event_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ssjc_event_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"prize_points" integer NOT NULL,
	"prize_packet" integer NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"item_id" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "ssjc_event_payout_rank" UNIQUE("event_id","rank"),
	CONSTRAINT "ssjc_event_payout_status" CHECK ("ssjc_event_payouts"."status" in ('pending', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "ssjc_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ssjc_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(8) NOT NULL,
	"title" varchar(40) NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"leagues" jsonb NOT NULL,
	"excluded" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"hash" varchar(32) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"payout_state" varchar(8) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "ssjc_events_hash_unique" UNIQUE("hash"),
	CONSTRAINT "ssjc_event_kind" CHECK ("ssjc_events"."kind" in ('ogb', 'ozb', 'five')),
	CONSTRAINT "ssjc_event_payout" CHECK ("ssjc_events"."payout_state" in ('open', 'paying', 'paid')),
	CONSTRAINT "ssjc_event_window" CHECK ("ssjc_events"."start_at" < "ssjc_events"."end_at")
);
--> statement-breakpoint
ALTER TABLE "ssjc_guesses" DROP CONSTRAINT "ssjc_guess_match";--> statement-breakpoint
ALTER TABLE "ssjc_guesses" ADD COLUMN "event_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ssjc_guesses" ADD COLUMN "score" varchar(5);--> statement-breakpoint
ALTER TABLE "ssjc_guesses" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ssjc_event_payouts" ADD CONSTRAINT "ssjc_event_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ssjc_event_by_kind" ON "ssjc_events" USING btree ("kind","start_at");--> statement-breakpoint
CREATE INDEX "ssjc_guess_event" ON "ssjc_guesses" USING btree ("event_id","user_id");--> statement-breakpoint
ALTER TABLE "ssjc_guesses" ADD CONSTRAINT "ssjc_guess_match" UNIQUE("user_id","match_id","event_id");