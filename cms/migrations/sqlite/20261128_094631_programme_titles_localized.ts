import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A programme's title becomes localized (a title in each language; a proper name typed once in
 * Portuguese). Written by hand around the generated statements: SQLite cannot add a NOT NULL column
 * to a table that has rows, and the titles already stored must move with it. The locales table is
 * rebuilt with the title, every existing title copied to each of the programme's language rows (and
 * a Portuguese row made where a programme had none), then the old column goes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_programmes_locales\` (
  	\`title\` text NOT NULL,
  	\`synopsis\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programmes_locales\` (\`title\`, \`synopsis\`, \`id\`, \`_locale\`, \`_parent_id\`)
    SELECT p.\`title\`, l.\`synopsis\`, l.\`id\`, l.\`_locale\`, l.\`_parent_id\`
    FROM \`programmes_locales\` l JOIN \`programmes\` p ON p.\`id\` = l.\`_parent_id\`;`)
  await db.run(sql`INSERT INTO \`__new_programmes_locales\` (\`title\`, \`_locale\`, \`_parent_id\`)
    SELECT p.\`title\`, 'pt', p.\`id\` FROM \`programmes\` p
    WHERE NOT EXISTS (SELECT 1 FROM \`programmes_locales\` l WHERE l.\`_parent_id\` = p.\`id\` AND l.\`_locale\` = 'pt');`)
  await db.run(sql`DROP TABLE \`programmes_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_programmes_locales\` RENAME TO \`programmes_locales\`;`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`programmes_locales_locale_parent_id_unique\` ON \`programmes_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`title\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`programmes\` SET \`title\` = COALESCE((SELECT l.\`title\` FROM \`programmes_locales\` l
    WHERE l.\`_parent_id\` = \`programmes\`.\`id\` AND l.\`_locale\` = 'pt'), '');`)
  await db.run(sql`ALTER TABLE \`programmes_locales\` DROP COLUMN \`title\`;`)
}
