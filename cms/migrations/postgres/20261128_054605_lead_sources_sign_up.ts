import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_sign_up_form_show_on" AS ENUM('always', 'page', 'item');
  CREATE TYPE "public"."enum__pages_v_blocks_sign_up_form_show_on" AS ENUM('always', 'page', 'item');
  CREATE TABLE "pages_blocks_sign_up_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"show_on" "enum_pages_blocks_sign_up_form_show_on" DEFAULT 'always',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sign_up_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"show_on" "enum__pages_v_blocks_sign_up_form_show_on" DEFAULT 'always',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "source_page" varchar;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "package_id" integer;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "province" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "address" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "source_page" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "package_id" integer;
  ALTER TABLE "callback_requests" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "callback_requests" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "job_applications" ADD COLUMN "source_page" varchar;
  ALTER TABLE "job_applications" ADD COLUMN "package_id" integer;
  ALTER TABLE "job_applications" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "job_applications" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "job_applications" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "casting_applications" ADD COLUMN "source_page" varchar;
  ALTER TABLE "casting_applications" ADD COLUMN "package_id" integer;
  ALTER TABLE "casting_applications" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "casting_applications" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "casting_applications" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "coverage_requests" ADD COLUMN "source_page" varchar;
  ALTER TABLE "coverage_requests" ADD COLUMN "package_id" integer;
  ALTER TABLE "coverage_requests" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "coverage_requests" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "coverage_requests" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "pages_blocks_sign_up_form" ADD CONSTRAINT "pages_blocks_sign_up_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sign_up_form" ADD CONSTRAINT "_pages_v_blocks_sign_up_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_sign_up_form_order_idx" ON "pages_blocks_sign_up_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_sign_up_form_parent_id_idx" ON "pages_blocks_sign_up_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sign_up_form_path_idx" ON "pages_blocks_sign_up_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_sign_up_form_locale_idx" ON "pages_blocks_sign_up_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_sign_up_form_order_idx" ON "_pages_v_blocks_sign_up_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sign_up_form_parent_id_idx" ON "_pages_v_blocks_sign_up_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sign_up_form_path_idx" ON "_pages_v_blocks_sign_up_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sign_up_form_locale_idx" ON "_pages_v_blocks_sign_up_form" USING btree ("_locale");
  ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "casting_applications" ADD CONSTRAINT "casting_applications_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coverage_requests" ADD CONSTRAINT "coverage_requests_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "newsletter_subscriptions_package_idx" ON "newsletter_subscriptions" USING btree ("package_id");
  CREATE INDEX "callback_requests_package_idx" ON "callback_requests" USING btree ("package_id");
  CREATE INDEX "job_applications_package_idx" ON "job_applications" USING btree ("package_id");
  CREATE INDEX "casting_applications_package_idx" ON "casting_applications" USING btree ("package_id");
  CREATE INDEX "coverage_requests_package_idx" ON "coverage_requests" USING btree ("package_id");
  ALTER TABLE "packages" DROP COLUMN "cta_href";
  ALTER TABLE "_packages_v" DROP COLUMN "version_cta_href";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_sign_up_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sign_up_form" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_sign_up_form" CASCADE;
  DROP TABLE "_pages_v_blocks_sign_up_form" CASCADE;
  ALTER TABLE "newsletter_subscriptions" DROP CONSTRAINT "newsletter_subscriptions_package_id_packages_id_fk";
  
  ALTER TABLE "callback_requests" DROP CONSTRAINT "callback_requests_package_id_packages_id_fk";
  
  ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_package_id_packages_id_fk";
  
  ALTER TABLE "casting_applications" DROP CONSTRAINT "casting_applications_package_id_packages_id_fk";
  
  ALTER TABLE "coverage_requests" DROP CONSTRAINT "coverage_requests_package_id_packages_id_fk";
  
  DROP INDEX "newsletter_subscriptions_package_idx";
  DROP INDEX "callback_requests_package_idx";
  DROP INDEX "job_applications_package_idx";
  DROP INDEX "casting_applications_package_idx";
  DROP INDEX "coverage_requests_package_idx";
  ALTER TABLE "packages" ADD COLUMN "cta_href" varchar;
  ALTER TABLE "_packages_v" ADD COLUMN "version_cta_href" varchar;
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "source_page";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "package_id";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "utm_source";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "utm_medium";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "utm_campaign";
  ALTER TABLE "callback_requests" DROP COLUMN "province";
  ALTER TABLE "callback_requests" DROP COLUMN "address";
  ALTER TABLE "callback_requests" DROP COLUMN "source_page";
  ALTER TABLE "callback_requests" DROP COLUMN "package_id";
  ALTER TABLE "callback_requests" DROP COLUMN "utm_source";
  ALTER TABLE "callback_requests" DROP COLUMN "utm_medium";
  ALTER TABLE "callback_requests" DROP COLUMN "utm_campaign";
  ALTER TABLE "job_applications" DROP COLUMN "source_page";
  ALTER TABLE "job_applications" DROP COLUMN "package_id";
  ALTER TABLE "job_applications" DROP COLUMN "utm_source";
  ALTER TABLE "job_applications" DROP COLUMN "utm_medium";
  ALTER TABLE "job_applications" DROP COLUMN "utm_campaign";
  ALTER TABLE "casting_applications" DROP COLUMN "source_page";
  ALTER TABLE "casting_applications" DROP COLUMN "package_id";
  ALTER TABLE "casting_applications" DROP COLUMN "utm_source";
  ALTER TABLE "casting_applications" DROP COLUMN "utm_medium";
  ALTER TABLE "casting_applications" DROP COLUMN "utm_campaign";
  ALTER TABLE "coverage_requests" DROP COLUMN "source_page";
  ALTER TABLE "coverage_requests" DROP COLUMN "package_id";
  ALTER TABLE "coverage_requests" DROP COLUMN "utm_source";
  ALTER TABLE "coverage_requests" DROP COLUMN "utm_medium";
  ALTER TABLE "coverage_requests" DROP COLUMN "utm_campaign";
  DROP TYPE "public"."enum_pages_blocks_sign_up_form_show_on";
  DROP TYPE "public"."enum__pages_v_blocks_sign_up_form_show_on";`)
}
