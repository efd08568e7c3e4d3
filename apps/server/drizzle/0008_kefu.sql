CREATE TABLE "kefu_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kefu_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'waiting' NOT NULL,
	"operator_id" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_player_message_id" bigint DEFAULT 0 NOT NULL,
	"operator_seen_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kefu_conversations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "kefu_conversation_status" CHECK ("kefu_conversations"."status" in ('waiting', 'active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "kefu_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kefu_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"sender" varchar(8) NOT NULL,
	"operator_id" integer,
	"kind" varchar(8) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kefu_message_sender" CHECK ("kefu_messages"."sender" in ('player', 'operator')),
	CONSTRAINT "kefu_message_kind" CHECK ("kefu_messages"."kind" in ('text', 'image', 'order'))
);
--> statement-breakpoint
ALTER TABLE "kefu_conversations" ADD CONSTRAINT "kefu_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kefu_messages" ADD CONSTRAINT "kefu_messages_conversation_id_kefu_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."kefu_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kefu_conversations_queue_idx" ON "kefu_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "kefu_messages_conversation_idx" ON "kefu_messages" USING btree ("conversation_id","id");