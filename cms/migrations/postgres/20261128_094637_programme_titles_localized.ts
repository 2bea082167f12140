import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A programme's title becomes localized (a title in each language; a proper name typed once in
 * Portuguese). Written by hand around the generated statements so the titles already stored move:
 * each is copied to every language row of its programme (a Portuguese row is made where there was
 * none) before the column is required and the old one dropped.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "programmes_locales" ADD COLUMN "title" varchar;
  INSERT INTO "programmes_locales" ("_locale", "_parent_id")
    SELECT 'pt'::"_locales", p."id" FROM "programmes" p
    WHERE NOT EXISTS (SELECT 1 FROM "programmes_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'pt');
  UPDATE "programmes_locales" l SET "title" = p."title" FROM "programmes" p WHERE l."_parent_id" = p."id";
  ALTER TABLE "programmes_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "programmes" DROP COLUMN "title";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "programmes" ADD COLUMN "title" varchar NOT NULL DEFAULT '';
  UPDATE "programmes" p SET "title" = l."title" FROM "programmes_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'pt';
  ALTER TABLE "programmes_locales" DROP COLUMN "title";`)
}
