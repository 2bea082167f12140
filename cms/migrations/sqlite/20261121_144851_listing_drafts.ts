import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-edited: the generated table rebuilds copied a `_status` column the old tables do not have;
  // it now takes its default and the UPDATEs at the end publish the rows that were public before.
  await db.run(sql`CREATE TABLE \`_channels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_number\` numeric,
  	\`version_genre\` text,
  	\`version_hd\` integer DEFAULT false,
  	\`version_own\` integer DEFAULT false,
  	\`version_logo_id\` integer,
  	\`version_country_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_parent_idx\` ON \`_channels_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_genre_idx\` ON \`_channels_v\` (\`version_genre\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_logo_idx\` ON \`_channels_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_country_idx\` ON \`_channels_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_updated_at_idx\` ON \`_channels_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_created_at_idx\` ON \`_channels_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version__status_idx\` ON \`_channels_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_created_at_idx\` ON \`_channels_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_updated_at_idx\` ON \`_channels_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_snapshot_idx\` ON \`_channels_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_published_locale_idx\` ON \`_channels_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_latest_idx\` ON \`_channels_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_locales\` (
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_channels_v_locales_locale_parent_id_unique\` ON \`_channels_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`packages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_rels_order_idx\` ON \`_channels_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_rels_parent_idx\` ON \`_channels_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_rels_path_idx\` ON \`_channels_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_rels_packages_id_idx\` ON \`_channels_v_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE TABLE \`_movies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_year\` numeric,
  	\`version_duration_minutes\` numeric,
  	\`version_rating\` text,
  	\`version_month\` text,
  	\`version_channel_id\` integer,
  	\`version_video_club_tab\` text,
  	\`version_poster_id\` integer,
  	\`version_trailer_url\` text,
  	\`version_country_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`movies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_movies_v_parent_idx\` ON \`_movies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_version_version_month_idx\` ON \`_movies_v\` (\`version_month\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_version_version_channel_idx\` ON \`_movies_v\` (\`version_channel_id\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_version_version_poster_idx\` ON \`_movies_v\` (\`version_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_version_version_country_idx\` ON \`_movies_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_version_version_updated_at_idx\` ON \`_movies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_version_version_created_at_idx\` ON \`_movies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_version_version__status_idx\` ON \`_movies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_created_at_idx\` ON \`_movies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_updated_at_idx\` ON \`_movies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_snapshot_idx\` ON \`_movies_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_published_locale_idx\` ON \`_movies_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_movies_v_latest_idx\` ON \`_movies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_movies_v_locales\` (
  	\`version_synopsis\` text,
  	\`version_genre\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_movies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_movies_v_locales_locale_parent_id_unique\` ON \`_movies_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_country_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_country_idx\` ON \`_faqs_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_snapshot_idx\` ON \`_faqs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_published_locale_idx\` ON \`_faqs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faqs_v_locales_locale_parent_id_unique\` ON \`_faqs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_manuals_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category\` text,
  	\`version_file_id\` integer,
  	\`version_country_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_manuals_v_parent_idx\` ON \`_manuals_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_version_version_file_idx\` ON \`_manuals_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_version_version_country_idx\` ON \`_manuals_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_version_version_updated_at_idx\` ON \`_manuals_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_version_version_created_at_idx\` ON \`_manuals_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_version_version__status_idx\` ON \`_manuals_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_created_at_idx\` ON \`_manuals_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_updated_at_idx\` ON \`_manuals_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_snapshot_idx\` ON \`_manuals_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_published_locale_idx\` ON \`_manuals_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_manuals_v_latest_idx\` ON \`_manuals_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_manuals_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_manuals_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_manuals_v_locales_locale_parent_id_unique\` ON \`_manuals_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_stores_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_kind\` text DEFAULT 'loja',
  	\`version_province\` text,
  	\`version_city\` text,
  	\`version_address\` text,
  	\`version_phone\` text,
  	\`version_country_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_stores_v_parent_idx\` ON \`_stores_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stores_v_version_version_province_idx\` ON \`_stores_v\` (\`version_province\`);`)
  await db.run(sql`CREATE INDEX \`_stores_v_version_version_country_idx\` ON \`_stores_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_stores_v_version_version_updated_at_idx\` ON \`_stores_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stores_v_version_version_created_at_idx\` ON \`_stores_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stores_v_version_version__status_idx\` ON \`_stores_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_stores_v_created_at_idx\` ON \`_stores_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stores_v_updated_at_idx\` ON \`_stores_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stores_v_snapshot_idx\` ON \`_stores_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_stores_v_published_locale_idx\` ON \`_stores_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_stores_v_latest_idx\` ON \`_stores_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_stores_v_locales\` (
  	\`version_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stores_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_stores_v_locales_locale_parent_id_unique\` ON \`_stores_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_channels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`number\` numeric,
  	\`genre\` text,
  	\`hd\` integer DEFAULT false,
  	\`own\` integer DEFAULT false,
  	\`logo_id\` integer,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_channels\`("id", "name", "number", "genre", "hd", "own", "logo_id", "country_id", "updated_at", "created_at") SELECT "id", "name", "number", "genre", "hd", "own", "logo_id", "country_id", "updated_at", "created_at" FROM \`channels\`;`)
  await db.run(sql`DROP TABLE \`channels\`;`)
  await db.run(sql`ALTER TABLE \`__new_channels\` RENAME TO \`channels\`;`)
  await db.run(sql`CREATE INDEX \`channels_genre_idx\` ON \`channels\` (\`genre\`);`)
  await db.run(sql`CREATE INDEX \`channels_logo_idx\` ON \`channels\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_country_idx\` ON \`channels\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_updated_at_idx\` ON \`channels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channels_created_at_idx\` ON \`channels\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`channels__status_idx\` ON \`channels\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_movies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`year\` numeric,
  	\`duration_minutes\` numeric,
  	\`rating\` text,
  	\`month\` text,
  	\`channel_id\` integer,
  	\`video_club_tab\` text,
  	\`poster_id\` integer,
  	\`trailer_url\` text,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_movies\`("id", "title", "year", "duration_minutes", "rating", "month", "channel_id", "video_club_tab", "poster_id", "trailer_url", "country_id", "updated_at", "created_at") SELECT "id", "title", "year", "duration_minutes", "rating", "month", "channel_id", "video_club_tab", "poster_id", "trailer_url", "country_id", "updated_at", "created_at" FROM \`movies\`;`)
  await db.run(sql`DROP TABLE \`movies\`;`)
  await db.run(sql`ALTER TABLE \`__new_movies\` RENAME TO \`movies\`;`)
  await db.run(sql`CREATE INDEX \`movies_month_idx\` ON \`movies\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`movies_channel_idx\` ON \`movies\` (\`channel_id\`);`)
  await db.run(sql`CREATE INDEX \`movies_poster_idx\` ON \`movies\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`movies_country_idx\` ON \`movies\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`movies_updated_at_idx\` ON \`movies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`movies_created_at_idx\` ON \`movies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`movies__status_idx\` ON \`movies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_movies_locales\` (
  	\`synopsis\` text,
  	\`genre\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`movies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_movies_locales\`("synopsis", "genre", "id", "_locale", "_parent_id") SELECT "synopsis", "genre", "id", "_locale", "_parent_id" FROM \`movies_locales\`;`)
  await db.run(sql`DROP TABLE \`movies_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_movies_locales\` RENAME TO \`movies_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`movies_locales_locale_parent_id_unique\` ON \`movies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text,
  	\`order\` numeric DEFAULT 100,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "category", "order", "country_id", "updated_at", "created_at") SELECT "id", "category", "order", "country_id", "updated_at", "created_at" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_country_idx\` ON \`faqs\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_locales\` RENAME TO \`faqs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_manuals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text,
  	\`file_id\` integer,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_manuals\`("id", "category", "file_id", "country_id", "updated_at", "created_at") SELECT "id", "category", "file_id", "country_id", "updated_at", "created_at" FROM \`manuals\`;`)
  await db.run(sql`DROP TABLE \`manuals\`;`)
  await db.run(sql`ALTER TABLE \`__new_manuals\` RENAME TO \`manuals\`;`)
  await db.run(sql`CREATE INDEX \`manuals_file_idx\` ON \`manuals\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`manuals_country_idx\` ON \`manuals\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`manuals_updated_at_idx\` ON \`manuals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`manuals_created_at_idx\` ON \`manuals\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`manuals__status_idx\` ON \`manuals\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_manuals_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_manuals_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`manuals_locales\`;`)
  await db.run(sql`DROP TABLE \`manuals_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_manuals_locales\` RENAME TO \`manuals_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`manuals_locales_locale_parent_id_unique\` ON \`manuals_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`kind\` text DEFAULT 'loja',
  	\`province\` text,
  	\`city\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores\`("id", "name", "kind", "province", "city", "address", "phone", "country_id", "updated_at", "created_at") SELECT "id", "name", "kind", "province", "city", "address", "phone", "country_id", "updated_at", "created_at" FROM \`stores\`;`)
  await db.run(sql`DROP TABLE \`stores\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores\` RENAME TO \`stores\`;`)
  await db.run(sql`CREATE INDEX \`stores_province_idx\` ON \`stores\` (\`province\`);`)
  await db.run(sql`CREATE INDEX \`stores_country_idx\` ON \`stores\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_updated_at_idx\` ON \`stores\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stores_created_at_idx\` ON \`stores\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`stores__status_idx\` ON \`stores\` (\`_status\`);`)
  // Foreign keys back on only after every table is rebuilt: dropping a parent table with them on
  // would cascade-delete its locale rows before they are copied.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  // These were public before drafts existed: they stay published.
  await db.run(sql`UPDATE \`channels\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`movies\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`faqs\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`manuals\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`stores\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_channels_v\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_movies_v\`;`)
  await db.run(sql`DROP TABLE \`_movies_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_manuals_v\`;`)
  await db.run(sql`DROP TABLE \`_manuals_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_stores_v\`;`)
  await db.run(sql`DROP TABLE \`_stores_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_channels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`number\` numeric NOT NULL,
  	\`genre\` text NOT NULL,
  	\`hd\` integer DEFAULT false,
  	\`own\` integer DEFAULT false,
  	\`logo_id\` integer,
  	\`country_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_channels\`("id", "name", "number", "genre", "hd", "own", "logo_id", "country_id", "updated_at", "created_at") SELECT "id", "name", "number", "genre", "hd", "own", "logo_id", "country_id", "updated_at", "created_at" FROM \`channels\`;`)
  await db.run(sql`DROP TABLE \`channels\`;`)
  await db.run(sql`ALTER TABLE \`__new_channels\` RENAME TO \`channels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`channels_genre_idx\` ON \`channels\` (\`genre\`);`)
  await db.run(sql`CREATE INDEX \`channels_logo_idx\` ON \`channels\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_country_idx\` ON \`channels\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_updated_at_idx\` ON \`channels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channels_created_at_idx\` ON \`channels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_movies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`year\` numeric,
  	\`duration_minutes\` numeric,
  	\`rating\` text,
  	\`month\` text NOT NULL,
  	\`channel_id\` integer,
  	\`video_club_tab\` text,
  	\`poster_id\` integer,
  	\`trailer_url\` text,
  	\`country_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_movies\`("id", "title", "year", "duration_minutes", "rating", "month", "channel_id", "video_club_tab", "poster_id", "trailer_url", "country_id", "updated_at", "created_at") SELECT "id", "title", "year", "duration_minutes", "rating", "month", "channel_id", "video_club_tab", "poster_id", "trailer_url", "country_id", "updated_at", "created_at" FROM \`movies\`;`)
  await db.run(sql`DROP TABLE \`movies\`;`)
  await db.run(sql`ALTER TABLE \`__new_movies\` RENAME TO \`movies\`;`)
  await db.run(sql`CREATE INDEX \`movies_month_idx\` ON \`movies\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`movies_channel_idx\` ON \`movies\` (\`channel_id\`);`)
  await db.run(sql`CREATE INDEX \`movies_poster_idx\` ON \`movies\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`movies_country_idx\` ON \`movies\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`movies_updated_at_idx\` ON \`movies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`movies_created_at_idx\` ON \`movies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`country_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "category", "order", "country_id", "updated_at", "created_at") SELECT "id", "category", "order", "country_id", "updated_at", "created_at" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_country_idx\` ON \`faqs\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_manuals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`country_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_manuals\`("id", "category", "file_id", "country_id", "updated_at", "created_at") SELECT "id", "category", "file_id", "country_id", "updated_at", "created_at" FROM \`manuals\`;`)
  await db.run(sql`DROP TABLE \`manuals\`;`)
  await db.run(sql`ALTER TABLE \`__new_manuals\` RENAME TO \`manuals\`;`)
  await db.run(sql`CREATE INDEX \`manuals_file_idx\` ON \`manuals\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`manuals_country_idx\` ON \`manuals\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`manuals_updated_at_idx\` ON \`manuals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`manuals_created_at_idx\` ON \`manuals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'loja' NOT NULL,
  	\`province\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`phone\` text,
  	\`country_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores\`("id", "name", "kind", "province", "city", "address", "phone", "country_id", "updated_at", "created_at") SELECT "id", "name", "kind", "province", "city", "address", "phone", "country_id", "updated_at", "created_at" FROM \`stores\`;`)
  await db.run(sql`DROP TABLE \`stores\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores\` RENAME TO \`stores\`;`)
  await db.run(sql`CREATE INDEX \`stores_province_idx\` ON \`stores\` (\`province\`);`)
  await db.run(sql`CREATE INDEX \`stores_country_idx\` ON \`stores\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_updated_at_idx\` ON \`stores\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stores_created_at_idx\` ON \`stores\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_movies_locales\` (
  	\`synopsis\` text NOT NULL,
  	\`genre\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`movies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_movies_locales\`("synopsis", "genre", "id", "_locale", "_parent_id") SELECT "synopsis", "genre", "id", "_locale", "_parent_id" FROM \`movies_locales\`;`)
  await db.run(sql`DROP TABLE \`movies_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_movies_locales\` RENAME TO \`movies_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`movies_locales_locale_parent_id_unique\` ON \`movies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_locales\` RENAME TO \`faqs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_manuals_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_manuals_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`manuals_locales\`;`)
  await db.run(sql`DROP TABLE \`manuals_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_manuals_locales\` RENAME TO \`manuals_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`manuals_locales_locale_parent_id_unique\` ON \`manuals_locales\` (\`_locale\`,\`_parent_id\`);`)
}
