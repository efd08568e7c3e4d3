CREATE TABLE "attentions" (
	"follower_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_notice_at" timestamp with time zone,
	CONSTRAINT "attentions_follower_id_target_id_pk" PRIMARY KEY("follower_id","target_id"),
	CONSTRAINT "attentions_not_self" CHECK ("attentions"."follower_id" <> "attentions"."target_id")
);
--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comment_targets" (
	"target_type" varchar(10) NOT NULL,
	"target_id" varchar(32) NOT NULL,
	"floors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comment_targets_target_type_target_id_pk" PRIMARY KEY("target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target_type" varchar(10) NOT NULL,
	"target_id" varchar(32) NOT NULL,
	"author_id" integer NOT NULL,
	"root_id" bigint,
	"reply_id" bigint,
	"reply_uid" integer,
	"floor" integer,
	"content" varchar(200) NOT NULL,
	"status" varchar(10) NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderator_id" integer,
	CONSTRAINT "comments_status_known" CHECK ("comments"."status" in ('pending', 'approved', 'hidden')),
	CONSTRAINT "comments_target_known" CHECK ("comments"."target_type" in ('release', 'scheme')),
	CONSTRAINT "comments_likes" CHECK ("comments"."likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"homepage_private" boolean DEFAULT false NOT NULL,
	"introduction" varchar(60) DEFAULT '' NOT NULL,
	"attention_notice" boolean DEFAULT true NOT NULL,
	"comment_banned" boolean DEFAULT false NOT NULL,
	"ban_reason" varchar(100) DEFAULT '' NOT NULL,
	"banned_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attentions" ADD CONSTRAINT "attentions_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attentions" ADD CONSTRAINT "attentions_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_profiles" ADD CONSTRAINT "community_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attentions_target_idx" ON "attentions" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "attentions_follower_idx" ON "attentions" USING btree ("follower_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("target_type","target_id","floor");--> statement-breakpoint
CREATE INDEX "comments_root_idx" ON "comments" USING btree ("root_id","id");--> statement-breakpoint
CREATE INDEX "comments_status_idx" ON "comments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id","created_at");