import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`external\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`country_id\` integer REFERENCES countries(id);`)
  await db.run(sql`CREATE INDEX \`media_country_idx\` ON \`media\` (\`country_id\`);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`country_id\` integer REFERENCES countries(id);`)
  await db.run(sql`CREATE INDEX \`documents_country_idx\` ON \`documents\` (\`country_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_mobile_url\` text,
  	\`sizes_mobile_width\` numeric,
  	\`sizes_mobile_height\` numeric,
  	\`sizes_mobile_mime_type\` text,
  	\`sizes_mobile_filesize\` numeric,
  	\`sizes_mobile_filename\` text,
  	\`sizes_tablet_url\` text,
  	\`sizes_tablet_width\` numeric,
  	\`sizes_tablet_height\` numeric,
  	\`sizes_tablet_mime_type\` text,
  	\`sizes_tablet_filesize\` numeric,
  	\`sizes_tablet_filename\` text,
  	\`sizes_desktop_url\` text,
  	\`sizes_desktop_width\` numeric,
  	\`sizes_desktop_height\` numeric,
  	\`sizes_desktop_mime_type\` text,
  	\`sizes_desktop_filesize\` numeric,
  	\`sizes_desktop_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_mobile_url", "sizes_mobile_width", "sizes_mobile_height", "sizes_mobile_mime_type", "sizes_mobile_filesize", "sizes_mobile_filename", "sizes_tablet_url", "sizes_tablet_width", "sizes_tablet_height", "sizes_tablet_mime_type", "sizes_tablet_filesize", "sizes_tablet_filename", "sizes_desktop_url", "sizes_desktop_width", "sizes_desktop_height", "sizes_desktop_mime_type", "sizes_desktop_filesize", "sizes_desktop_filename") SELECT "id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_mobile_url", "sizes_mobile_width", "sizes_mobile_height", "sizes_mobile_mime_type", "sizes_mobile_filesize", "sizes_mobile_filename", "sizes_tablet_url", "sizes_tablet_width", "sizes_tablet_height", "sizes_tablet_mime_type", "sizes_tablet_filesize", "sizes_tablet_filename", "sizes_desktop_url", "sizes_desktop_width", "sizes_desktop_height", "sizes_desktop_mime_type", "sizes_desktop_filesize", "sizes_desktop_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_mobile_sizes_mobile_filename_idx\` ON \`media\` (\`sizes_mobile_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_tablet_sizes_tablet_filename_idx\` ON \`media\` (\`sizes_tablet_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_desktop_sizes_desktop_filename_idx\` ON \`media\` (\`sizes_desktop_filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`redirects\` DROP COLUMN \`external\`;`)
}
