import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_newsletter_form_service" AS ENUM('Satélite', 'Fibra', 'Cinema', 'On', 'TV', 'Outro');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_form_service" AS ENUM('Satélite', 'Fibra', 'Cinema', 'On', 'TV', 'Outro');
  CREATE TABLE "pages_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"service" "enum_pages_blocks_newsletter_form_service",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_job_application" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_casting_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_coverage_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_store_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"service" "enum__pages_v_blocks_newsletter_form_service",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_job_application" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_casting_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_coverage_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_store_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages" ADD COLUMN "takes_id" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_takes_id" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_newsletter_form" ADD CONSTRAINT "pages_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_job_application" ADD CONSTRAINT "pages_blocks_job_application_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_casting_form" ADD CONSTRAINT "pages_blocks_casting_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coverage_form" ADD CONSTRAINT "pages_blocks_coverage_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_store_search" ADD CONSTRAINT "pages_blocks_store_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_terms" ADD CONSTRAINT "pages_blocks_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_form" ADD CONSTRAINT "_pages_v_blocks_newsletter_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_job_application" ADD CONSTRAINT "_pages_v_blocks_job_application_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_casting_form" ADD CONSTRAINT "_pages_v_blocks_casting_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_coverage_form" ADD CONSTRAINT "_pages_v_blocks_coverage_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_store_search" ADD CONSTRAINT "_pages_v_blocks_store_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_terms" ADD CONSTRAINT "_pages_v_blocks_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_newsletter_form_order_idx" ON "pages_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_form_parent_id_idx" ON "pages_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_form_path_idx" ON "pages_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_newsletter_form_locale_idx" ON "pages_blocks_newsletter_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_job_application_order_idx" ON "pages_blocks_job_application" USING btree ("_order");
  CREATE INDEX "pages_blocks_job_application_parent_id_idx" ON "pages_blocks_job_application" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_job_application_path_idx" ON "pages_blocks_job_application" USING btree ("_path");
  CREATE INDEX "pages_blocks_job_application_locale_idx" ON "pages_blocks_job_application" USING btree ("_locale");
  CREATE INDEX "pages_blocks_casting_form_order_idx" ON "pages_blocks_casting_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_casting_form_parent_id_idx" ON "pages_blocks_casting_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_casting_form_path_idx" ON "pages_blocks_casting_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_casting_form_locale_idx" ON "pages_blocks_casting_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_coverage_form_order_idx" ON "pages_blocks_coverage_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_coverage_form_parent_id_idx" ON "pages_blocks_coverage_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_coverage_form_path_idx" ON "pages_blocks_coverage_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_coverage_form_locale_idx" ON "pages_blocks_coverage_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_store_search_order_idx" ON "pages_blocks_store_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_store_search_parent_id_idx" ON "pages_blocks_store_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_store_search_path_idx" ON "pages_blocks_store_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_store_search_locale_idx" ON "pages_blocks_store_search" USING btree ("_locale");
  CREATE INDEX "pages_blocks_terms_order_idx" ON "pages_blocks_terms" USING btree ("_order");
  CREATE INDEX "pages_blocks_terms_parent_id_idx" ON "pages_blocks_terms" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_terms_path_idx" ON "pages_blocks_terms" USING btree ("_path");
  CREATE INDEX "pages_blocks_terms_locale_idx" ON "pages_blocks_terms" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_newsletter_form_order_idx" ON "_pages_v_blocks_newsletter_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_form_parent_id_idx" ON "_pages_v_blocks_newsletter_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_form_path_idx" ON "_pages_v_blocks_newsletter_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_newsletter_form_locale_idx" ON "_pages_v_blocks_newsletter_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_job_application_order_idx" ON "_pages_v_blocks_job_application" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_job_application_parent_id_idx" ON "_pages_v_blocks_job_application" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_job_application_path_idx" ON "_pages_v_blocks_job_application" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_job_application_locale_idx" ON "_pages_v_blocks_job_application" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_casting_form_order_idx" ON "_pages_v_blocks_casting_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_casting_form_parent_id_idx" ON "_pages_v_blocks_casting_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_casting_form_path_idx" ON "_pages_v_blocks_casting_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_casting_form_locale_idx" ON "_pages_v_blocks_casting_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_coverage_form_order_idx" ON "_pages_v_blocks_coverage_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_coverage_form_parent_id_idx" ON "_pages_v_blocks_coverage_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_coverage_form_path_idx" ON "_pages_v_blocks_coverage_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_coverage_form_locale_idx" ON "_pages_v_blocks_coverage_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_store_search_order_idx" ON "_pages_v_blocks_store_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_store_search_parent_id_idx" ON "_pages_v_blocks_store_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_store_search_path_idx" ON "_pages_v_blocks_store_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_store_search_locale_idx" ON "_pages_v_blocks_store_search" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_terms_order_idx" ON "_pages_v_blocks_terms" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_terms_parent_id_idx" ON "_pages_v_blocks_terms" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_terms_path_idx" ON "_pages_v_blocks_terms" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_terms_locale_idx" ON "_pages_v_blocks_terms" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_newsletter_form" CASCADE;
  DROP TABLE "pages_blocks_job_application" CASCADE;
  DROP TABLE "pages_blocks_casting_form" CASCADE;
  DROP TABLE "pages_blocks_coverage_form" CASCADE;
  DROP TABLE "pages_blocks_store_search" CASCADE;
  DROP TABLE "pages_blocks_terms" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_form" CASCADE;
  DROP TABLE "_pages_v_blocks_job_application" CASCADE;
  DROP TABLE "_pages_v_blocks_casting_form" CASCADE;
  DROP TABLE "_pages_v_blocks_coverage_form" CASCADE;
  DROP TABLE "_pages_v_blocks_store_search" CASCADE;
  DROP TABLE "_pages_v_blocks_terms" CASCADE;
  ALTER TABLE "pages" DROP COLUMN "takes_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_takes_id";
  DROP TYPE "public"."enum_pages_blocks_newsletter_form_service";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_form_service";`)
}
