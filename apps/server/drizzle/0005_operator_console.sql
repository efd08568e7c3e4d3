CREATE TABLE "operator_logins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_logins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" integer,
	"user_name" varchar(32) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" varchar(64) NOT NULL,
	"success" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" varchar(32) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"action" varchar(100) NOT NULL,
	"target" varchar(100) NOT NULL,
	"params" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"status" integer NOT NULL,
	"msg" varchar(300) NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"order_no" varchar(64) PRIMARY KEY NOT NULL,
	"amount_fen" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Operators that existed before roles (the first operator, admin) keep every right: super.
ALTER TABLE "operators" ADD COLUMN "role" varchar(16) DEFAULT 'super' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "failures_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_login_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "operator_logins" ADD CONSTRAINT "operator_logins_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_logins_operator_idx" ON "operator_logins" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "operator_audit_operator_idx" ON "operator_audit" USING btree ("operator_id","seq");--> statement-breakpoint
CREATE INDEX "operator_audit_action_idx" ON "operator_audit" USING btree ("action","seq");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING btree ("target","seq");--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_known" CHECK ("operators"."role" in ('super', 'finance', 'risk', 'content', 'support'));--> statement-breakpoint
-- The audit log is append-only: any UPDATE, DELETE or TRUNCATE is refused (admin/audit-tables.ts).
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only (% refused)', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_change" BEFORE UPDATE OR DELETE ON "operator_audit"
  FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_append_only"();
