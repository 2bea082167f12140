import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_payment_methods_methods_codes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_payment_methods_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_methods_codes_order_idx\` ON \`pages_blocks_payment_methods_methods_codes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_methods_codes_parent_id_idx\` ON \`pages_blocks_payment_methods_methods_codes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_methods_codes_locale_idx\` ON \`pages_blocks_payment_methods_methods_codes\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_payment_methods_methods_codes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_payment_methods_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_methods_codes_order_idx\` ON \`_pages_v_blocks_payment_methods_methods_codes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_methods_codes_parent_id_idx\` ON \`_pages_v_blocks_payment_methods_methods_codes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_methods_codes_locale_idx\` ON \`_pages_v_blocks_payment_methods_methods_codes\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_payment_methods_methods\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_payment_methods_methods\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`episode\` numeric;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`airing\` text;`)
  // drizzle-kit writes a column's foreign key in ALTER TABLE without its ON DELETE: a novel deleted
  // would then be refused while a programme names it. The schema says set null, as PostgreSQL has it.
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`novel_id\` integer REFERENCES novels(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`programmes_novel_idx\` ON \`programmes\` (\`novel_id\`);`)
  await db.run(sql`ALTER TABLE \`stores\` ADD \`neighbourhood\` text;`)
  await db.run(sql`ALTER TABLE \`stores\` ADD \`latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`stores\` ADD \`longitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stores_v\` ADD \`version_neighbourhood\` text;`)
  await db.run(sql`ALTER TABLE \`_stores_v\` ADD \`version_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stores_v\` ADD \`version_longitude\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_payment_methods_methods_codes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_payment_methods_methods_codes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_programmes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`channel_id\` integer NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`country_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programmes\`("id", "title", "channel_id", "starts_at", "ends_at", "country_id", "updated_at", "created_at") SELECT "id", "title", "channel_id", "starts_at", "ends_at", "country_id", "updated_at", "created_at" FROM \`programmes\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`ALTER TABLE \`__new_programmes\` RENAME TO \`programmes\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`programmes_channel_idx\` ON \`programmes\` (\`channel_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_starts_at_idx\` ON \`programmes\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_country_idx\` ON \`programmes\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`channel_startsAt_idx\` ON \`programmes\` (\`channel_id\`,\`starts_at\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_payment_methods_methods\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_payment_methods_methods\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`stores\` DROP COLUMN \`neighbourhood\`;`)
  await db.run(sql`ALTER TABLE \`stores\` DROP COLUMN \`latitude\`;`)
  await db.run(sql`ALTER TABLE \`stores\` DROP COLUMN \`longitude\`;`)
  await db.run(sql`ALTER TABLE \`_stores_v\` DROP COLUMN \`version_neighbourhood\`;`)
  await db.run(sql`ALTER TABLE \`_stores_v\` DROP COLUMN \`version_latitude\`;`)
  await db.run(sql`ALTER TABLE \`_stores_v\` DROP COLUMN \`version_longitude\`;`)
}
