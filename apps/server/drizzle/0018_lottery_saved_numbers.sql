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
ALTER TABLE "lottery_saved_numbers" ADD CONSTRAINT "lottery_saved_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_saved_numbers_user_idx" ON "lottery_saved_numbers" USING btree ("user_id","game_code","id");