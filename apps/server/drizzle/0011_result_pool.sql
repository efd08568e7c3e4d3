ALTER TABLE "lottery_issues" ADD COLUMN "pool_fen" bigint;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD COLUMN "sales_fen" bigint;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD COLUMN "winners" jsonb;