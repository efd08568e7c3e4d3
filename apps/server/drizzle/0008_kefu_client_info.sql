CREATE TABLE "kefu_client_info" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rduid" varchar(200) NOT NULL,
	"account" varchar(64) NOT NULL,
	"client_time" timestamp with time zone,
	"client_ip" varchar(64) NOT NULL,
	"request_ip" varchar(64) NOT NULL,
	"page" varchar(200) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kefu_client_info" ADD CONSTRAINT "kefu_client_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;