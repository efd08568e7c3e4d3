ALTER TABLE "kefu_messages" DROP CONSTRAINT "kefu_messages_conversation_id_kefu_conversations_id_fk";--> statement-breakpoint
ALTER TABLE "kefu_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
UPDATE "kefu_messages" m SET "user_id" = c."user_id" FROM "kefu_conversations" c WHERE c."id" = m."conversation_id";--> statement-breakpoint
ALTER TABLE "kefu_messages" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kefu_conversations" DROP CONSTRAINT "kefu_conversations_pkey";--> statement-breakpoint
ALTER TABLE "kefu_messages" DROP CONSTRAINT "kefu_messages_pkey";--> statement-breakpoint
ALTER TABLE "kefu_conversations" ADD CONSTRAINT "kefu_conversations_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "kefu_messages" ADD CONSTRAINT "kefu_messages_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "kefu_messages" ADD CONSTRAINT "kefu_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kefu_messages" ADD CONSTRAINT "kefu_messages_conversation_fk" FOREIGN KEY ("user_id","conversation_id") REFERENCES "public"."kefu_conversations"("user_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kefu_conversations_id_idx" ON "kefu_conversations" USING btree ("id");
