import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`erasure_audits_counts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`collection\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`erasure_audits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`erasure_audits_counts_order_idx\` ON \`erasure_audits_counts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`erasure_audits_counts_parent_id_idx\` ON \`erasure_audits_counts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`erasure_audits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`erased_by_id\` integer NOT NULL,
  	\`identifier_kind\` text NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`identifier_salt\` text NOT NULL,
  	\`identifier_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`erased_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`erasure_audits_erased_by_idx\` ON \`erasure_audits\` (\`erased_by_id\`);`)
  await db.run(sql`CREATE INDEX \`erasure_audits_updated_at_idx\` ON \`erasure_audits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erasure_audits_created_at_idx\` ON \`erasure_audits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`privacy_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`retention_callback_requests\` numeric DEFAULT 12 NOT NULL,
  	\`retention_coverage_requests\` numeric DEFAULT 12 NOT NULL,
  	\`retention_job_applications\` numeric DEFAULT 6 NOT NULL,
  	\`retention_casting_applications\` numeric DEFAULT 6 NOT NULL,
  	\`retention_newsletter_subscriptions\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`erasure_audits_id\` integer REFERENCES erasure_audits(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erasure_audits_id_idx\` ON \`payload_locked_documents_rels\` (\`erasure_audits_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`erasure_audits_counts\`;`)
  await db.run(sql`DROP TABLE \`erasure_audits\`;`)
  await db.run(sql`DROP TABLE \`privacy_settings\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`packages_id\` integer,
  	\`channels_id\` integer,
  	\`programmes_id\` integer,
  	\`campaigns_id\` integer,
  	\`movies_id\` integer,
  	\`cinema_films_id\` integer,
  	\`news_id\` integer,
  	\`novels_id\` integer,
  	\`faqs_id\` integer,
  	\`manuals_id\` integer,
  	\`jobs_id\` integer,
  	\`stores_id\` integer,
  	\`coverage_areas_id\` integer,
  	\`redirects_id\` integer,
  	\`settings_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`countries_id\` integer,
  	\`users_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`callback_requests_id\` integer,
  	\`job_applications_id\` integer,
  	\`casting_applications_id\` integer,
  	\`coverage_requests_id\` integer,
  	\`cv_files_id\` integer,
  	\`popup_analytics_id\` integer,
  	\`popup_analytics_days_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`movies_id\`) REFERENCES \`movies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cinema_films_id\`) REFERENCES \`cinema_films\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`novels_id\`) REFERENCES \`novels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`manuals_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stores_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coverage_areas_id\`) REFERENCES \`coverage_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`settings_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`callback_requests_id\`) REFERENCES \`callback_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`casting_applications_id\`) REFERENCES \`casting_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coverage_requests_id\`) REFERENCES \`coverage_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cv_files_id\`) REFERENCES \`cv_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popup_analytics_id\`) REFERENCES \`popup_analytics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popup_analytics_days_id\`) REFERENCES \`popup_analytics_days\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "packages_id", "channels_id", "programmes_id", "campaigns_id", "movies_id", "cinema_films_id", "news_id", "novels_id", "faqs_id", "manuals_id", "jobs_id", "stores_id", "coverage_areas_id", "redirects_id", "settings_id", "media_id", "documents_id", "countries_id", "users_id", "newsletter_subscriptions_id", "callback_requests_id", "job_applications_id", "casting_applications_id", "coverage_requests_id", "cv_files_id", "popup_analytics_id", "popup_analytics_days_id") SELECT "id", "order", "parent_id", "path", "pages_id", "packages_id", "channels_id", "programmes_id", "campaigns_id", "movies_id", "cinema_films_id", "news_id", "novels_id", "faqs_id", "manuals_id", "jobs_id", "stores_id", "coverage_areas_id", "redirects_id", "settings_id", "media_id", "documents_id", "countries_id", "users_id", "newsletter_subscriptions_id", "callback_requests_id", "job_applications_id", "casting_applications_id", "coverage_requests_id", "cv_files_id", "popup_analytics_id", "popup_analytics_days_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_movies_id_idx\` ON \`payload_locked_documents_rels\` (\`movies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cinema_films_id_idx\` ON \`payload_locked_documents_rels\` (\`cinema_films_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_novels_id_idx\` ON \`payload_locked_documents_rels\` (\`novels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manuals_id_idx\` ON \`payload_locked_documents_rels\` (\`manuals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stores_id_idx\` ON \`payload_locked_documents_rels\` (\`stores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coverage_areas_id_idx\` ON \`payload_locked_documents_rels\` (\`coverage_areas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_callback_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`callback_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_casting_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`casting_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coverage_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`coverage_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_files_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popup_analytics_id_idx\` ON \`payload_locked_documents_rels\` (\`popup_analytics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popup_analytics_days_id_idx\` ON \`payload_locked_documents_rels\` (\`popup_analytics_days_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
