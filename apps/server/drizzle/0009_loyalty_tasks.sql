CREATE TABLE "loyalty_task_claims" (
	"user_id" integer NOT NULL,
	"task" varchar(16) NOT NULL,
	"period" varchar(10) NOT NULL,
	"points" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_task_claims_user_id_task_period_pk" PRIMARY KEY("user_id","task","period")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_month_day" varchar(5);--> statement-breakpoint
ALTER TABLE "loyalty_task_claims" ADD CONSTRAINT "loyalty_task_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;