import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_packages_cta_action" AS ENUM('signup', 'topup', 'page');
  CREATE TYPE "public"."enum__packages_v_version_cta_action" AS ENUM('signup', 'topup', 'page');
  ALTER TABLE "packages" ADD COLUMN "cta_action" "enum_packages_cta_action" DEFAULT 'signup';
  ALTER TABLE "packages" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "_packages_v" ADD COLUMN "version_cta_action" "enum__packages_v_version_cta_action" DEFAULT 'signup';
  ALTER TABLE "_packages_v" ADD COLUMN "version_cta_page_id" integer;
  ALTER TABLE "packages" ADD CONSTRAINT "packages_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_packages_v" ADD CONSTRAINT "_packages_v_version_cta_page_id_pages_id_fk" FOREIGN KEY ("version_cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "packages_cta_page_idx" ON "packages" USING btree ("cta_page_id");
  CREATE INDEX "_packages_v_version_version_cta_page_idx" ON "_packages_v" USING btree ("version_cta_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "packages" DROP CONSTRAINT "packages_cta_page_id_pages_id_fk";
  
  ALTER TABLE "_packages_v" DROP CONSTRAINT "_packages_v_version_cta_page_id_pages_id_fk";
  
  DROP INDEX "packages_cta_page_idx";
  DROP INDEX "_packages_v_version_version_cta_page_idx";
  ALTER TABLE "packages" DROP COLUMN "cta_action";
  ALTER TABLE "packages" DROP COLUMN "cta_page_id";
  ALTER TABLE "_packages_v" DROP COLUMN "version_cta_action";
  ALTER TABLE "_packages_v" DROP COLUMN "version_cta_page_id";
  DROP TYPE "public"."enum_packages_cta_action";
  DROP TYPE "public"."enum__packages_v_version_cta_action";`)
}
