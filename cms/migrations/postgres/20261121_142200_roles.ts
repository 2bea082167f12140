import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'editor' NOT NULL;
  -- Before roles every CMS user could do everything: keep it so, rather than lock them out.
  UPDATE "users" SET "role" = 'admin';
  ALTER TABLE "users" ADD COLUMN "country_id" integer;
  ALTER TABLE "cv_files" ADD COLUMN "country_id" integer;
  ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cv_files" ADD CONSTRAINT "cv_files_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_country_idx" ON "users" USING btree ("country_id");
  CREATE INDEX "cv_files_country_idx" ON "cv_files" USING btree ("country_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP CONSTRAINT "users_country_id_countries_id_fk";
  
  ALTER TABLE "cv_files" DROP CONSTRAINT "cv_files_country_id_countries_id_fk";
  
  DROP INDEX "users_country_idx";
  DROP INDEX "cv_files_country_idx";
  ALTER TABLE "users" DROP COLUMN "role";
  ALTER TABLE "users" DROP COLUMN "country_id";
  ALTER TABLE "cv_files" DROP COLUMN "country_id";
  DROP TYPE "public"."enum_users_role";`)
}
