import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" ADD COLUMN "external" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "country_id" integer;
  ALTER TABLE "documents" ADD COLUMN "country_id" integer;
  ALTER TABLE "media" ADD CONSTRAINT "media_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_country_idx" ON "media" USING btree ("country_id");
  CREATE INDEX "documents_country_idx" ON "documents" USING btree ("country_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP CONSTRAINT "media_country_id_countries_id_fk";
  
  ALTER TABLE "documents" DROP CONSTRAINT "documents_country_id_countries_id_fk";
  
  DROP INDEX "media_country_idx";
  DROP INDEX "documents_country_idx";
  ALTER TABLE "redirects" DROP COLUMN "external";
  ALTER TABLE "media" DROP COLUMN "country_id";
  ALTER TABLE "documents" DROP COLUMN "country_id";`)
}
