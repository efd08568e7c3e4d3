CREATE TABLE "follow_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"release_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"multiple" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"commission_fen" bigint DEFAULT 0 NOT NULL,
	"house_cut_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "follow_orders_order" UNIQUE("order_id"),
	CONSTRAINT "follow_orders_amounts" CHECK ("follow_orders"."amount_fen" > 0 and "follow_orders"."house_cut_fen" between 0 and "follow_orders"."commission_fen")
);
--> statement-breakpoint
CREATE TABLE "follow_releases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"release_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"game_code" varchar(16) NOT NULL,
	"commission_percent" smallint NOT NULL,
	"house_cut_percent" smallint NOT NULL,
	"privacy" smallint NOT NULL,
	"pitch" varchar(200) DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_releases_release_no_unique" UNIQUE("release_no"),
	CONSTRAINT "follow_releases_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "follow_releases_commission" CHECK ("follow_releases"."commission_percent" between 0 and 10),
	CONSTRAINT "follow_releases_house_cut" CHECK ("follow_releases"."house_cut_percent" between 0 and 100),
	CONSTRAINT "follow_releases_privacy" CHECK ("follow_releases"."privacy" in (0, 2))
);
--> statement-breakpoint
ALTER TABLE "follow_orders" ADD CONSTRAINT "follow_orders_release_id_follow_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."follow_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_orders" ADD CONSTRAINT "follow_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_orders" ADD CONSTRAINT "follow_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_releases" ADD CONSTRAINT "follow_releases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_releases" ADD CONSTRAINT "follow_releases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_orders_release_idx" ON "follow_orders" USING btree ("release_id","id");--> statement-breakpoint
CREATE INDEX "follow_orders_follower_idx" ON "follow_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_releases_deadline_idx" ON "follow_releases" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "follow_releases_releaser_idx" ON "follow_releases" USING btree ("user_id","created_at");