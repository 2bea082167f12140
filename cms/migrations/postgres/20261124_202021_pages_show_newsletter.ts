import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "show_newsletter" boolean DEFAULT true;
  ALTER TABLE "_pages_v" ADD COLUMN "version_show_newsletter" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "show_newsletter";
  ALTER TABLE "_pages_v" DROP COLUMN "version_show_newsletter";`)
}
