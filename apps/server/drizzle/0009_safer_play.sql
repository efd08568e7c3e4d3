CREATE TABLE "player_breaks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"period" varchar(4) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_breaks_kind_known" CHECK ("player_breaks"."kind" in ('timeout', 'exclusion')),
	CONSTRAINT "player_breaks_ordered" CHECK ("player_breaks"."ends_at" > "player_breaks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" bigint,
	"pending" boolean DEFAULT false NOT NULL,
	"pending_value" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "player_limits_value_positive" CHECK ("player_limits"."value" is null or "player_limits"."value" > 0),
	CONSTRAINT "player_limits_pending_positive" CHECK ("player_limits"."pending_value" is null or "player_limits"."pending_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_play_sessions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_breaks" ADD CONSTRAINT "player_breaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_play_sessions" ADD CONSTRAINT "player_play_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_breaks_user_idx" ON "player_breaks" USING btree ("user_id","ends_at");