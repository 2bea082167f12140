import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erasure_audits_identifier_kind" AS ENUM('email', 'phone');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'privacyRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'privacyRetention' BEFORE 'schedulePublish';
  CREATE TABLE "erasure_audits_counts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"collection" varchar NOT NULL,
  	"count" numeric NOT NULL
  );
  
  CREATE TABLE "erasure_audits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"erased_by_id" integer NOT NULL,
  	"identifier_kind" "enum_erasure_audits_identifier_kind" NOT NULL,
  	"total" numeric NOT NULL,
  	"identifier_salt" varchar NOT NULL,
  	"identifier_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retention_callback_requests" numeric DEFAULT 12 NOT NULL,
  	"retention_coverage_requests" numeric DEFAULT 12 NOT NULL,
  	"retention_job_applications" numeric DEFAULT 6 NOT NULL,
  	"retention_casting_applications" numeric DEFAULT 6 NOT NULL,
  	"retention_newsletter_subscriptions" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erasure_audits_id" integer;
  ALTER TABLE "erasure_audits_counts" ADD CONSTRAINT "erasure_audits_counts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."erasure_audits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "erasure_audits" ADD CONSTRAINT "erasure_audits_erased_by_id_users_id_fk" FOREIGN KEY ("erased_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "erasure_audits_counts_order_idx" ON "erasure_audits_counts" USING btree ("_order");
  CREATE INDEX "erasure_audits_counts_parent_id_idx" ON "erasure_audits_counts" USING btree ("_parent_id");
  CREATE INDEX "erasure_audits_erased_by_idx" ON "erasure_audits" USING btree ("erased_by_id");
  CREATE INDEX "erasure_audits_updated_at_idx" ON "erasure_audits" USING btree ("updated_at");
  CREATE INDEX "erasure_audits_created_at_idx" ON "erasure_audits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erasure_audits_fk" FOREIGN KEY ("erasure_audits_id") REFERENCES "public"."erasure_audits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_erasure_audits_id_idx" ON "payload_locked_documents_rels" USING btree ("erasure_audits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erasure_audits_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erasure_audits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "erasure_audits_counts" CASCADE;
  DROP TABLE "erasure_audits" CASCADE;
  DROP TABLE "privacy_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erasure_audits_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_erasure_audits_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erasure_audits_id";
  DROP TYPE "public"."enum_erasure_audits_identifier_kind";`)
}
