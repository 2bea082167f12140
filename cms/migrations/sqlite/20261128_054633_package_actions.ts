import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`packages\` ADD \`cta_action\` text DEFAULT 'signup';`)
  await db.run(sql`ALTER TABLE \`packages\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`packages_cta_page_idx\` ON \`packages\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_packages_v\` ADD \`version_cta_action\` text DEFAULT 'signup';`)
  await db.run(sql`ALTER TABLE \`_packages_v\` ADD \`version_cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version_cta_page_idx\` ON \`_packages_v\` (\`version_cta_page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_packages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`service\` text,
  	\`price\` numeric,
  	\`highlighted\` integer DEFAULT false,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_packages\`("id", "name", "service", "price", "highlighted", "country_id", "updated_at", "created_at", "_status") SELECT "id", "name", "service", "price", "highlighted", "country_id", "updated_at", "created_at", "_status" FROM \`packages\`;`)
  await db.run(sql`DROP TABLE \`packages\`;`)
  await db.run(sql`ALTER TABLE \`__new_packages\` RENAME TO \`packages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`packages_country_idx\` ON \`packages\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`packages_updated_at_idx\` ON \`packages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`packages_created_at_idx\` ON \`packages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`packages__status_idx\` ON \`packages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__packages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_service\` text,
  	\`version_price\` numeric,
  	\`version_highlighted\` integer DEFAULT false,
  	\`version_country_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__packages_v\`("id", "parent_id", "version_name", "version_service", "version_price", "version_highlighted", "version_country_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_name", "version_service", "version_price", "version_highlighted", "version_country_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_packages_v\`;`)
  await db.run(sql`DROP TABLE \`_packages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__packages_v\` RENAME TO \`_packages_v\`;`)
  await db.run(sql`CREATE INDEX \`_packages_v_parent_idx\` ON \`_packages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version_country_idx\` ON \`_packages_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version_updated_at_idx\` ON \`_packages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version_created_at_idx\` ON \`_packages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_version_version__status_idx\` ON \`_packages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_created_at_idx\` ON \`_packages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_updated_at_idx\` ON \`_packages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_snapshot_idx\` ON \`_packages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_published_locale_idx\` ON \`_packages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_packages_v_latest_idx\` ON \`_packages_v\` (\`latest\`);`)
}
