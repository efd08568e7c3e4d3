CREATE TABLE "player_turnover" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"owed_fen" bigint DEFAULT 0 NOT NULL,
	"required_total_fen" bigint DEFAULT 0 NOT NULL,
	"wagered_total_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_owed_not_negative" CHECK ("player_turnover"."owed_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_turnover" ADD CONSTRAINT "player_turnover_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;