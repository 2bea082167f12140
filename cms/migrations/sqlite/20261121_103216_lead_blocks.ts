import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`service\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_form_order_idx\` ON \`pages_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_form_parent_id_idx\` ON \`pages_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_form_path_idx\` ON \`pages_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_form_locale_idx\` ON \`pages_blocks_newsletter_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_job_application\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_application_order_idx\` ON \`pages_blocks_job_application\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_application_parent_id_idx\` ON \`pages_blocks_job_application\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_application_path_idx\` ON \`pages_blocks_job_application\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_application_locale_idx\` ON \`pages_blocks_job_application\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_casting_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_casting_form_order_idx\` ON \`pages_blocks_casting_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_casting_form_parent_id_idx\` ON \`pages_blocks_casting_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_casting_form_path_idx\` ON \`pages_blocks_casting_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_casting_form_locale_idx\` ON \`pages_blocks_casting_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_coverage_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_coverage_form_order_idx\` ON \`pages_blocks_coverage_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_coverage_form_parent_id_idx\` ON \`pages_blocks_coverage_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_coverage_form_path_idx\` ON \`pages_blocks_coverage_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_coverage_form_locale_idx\` ON \`pages_blocks_coverage_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_store_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_search_order_idx\` ON \`pages_blocks_store_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_search_parent_id_idx\` ON \`pages_blocks_store_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_search_path_idx\` ON \`pages_blocks_store_search\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_search_locale_idx\` ON \`pages_blocks_store_search\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_terms_order_idx\` ON \`pages_blocks_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_terms_parent_id_idx\` ON \`pages_blocks_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_terms_path_idx\` ON \`pages_blocks_terms\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_terms_locale_idx\` ON \`pages_blocks_terms\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`service\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_form_order_idx\` ON \`_pages_v_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_form_parent_id_idx\` ON \`_pages_v_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_form_path_idx\` ON \`_pages_v_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_form_locale_idx\` ON \`_pages_v_blocks_newsletter_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_job_application\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_application_order_idx\` ON \`_pages_v_blocks_job_application\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_application_parent_id_idx\` ON \`_pages_v_blocks_job_application\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_application_path_idx\` ON \`_pages_v_blocks_job_application\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_application_locale_idx\` ON \`_pages_v_blocks_job_application\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_casting_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_casting_form_order_idx\` ON \`_pages_v_blocks_casting_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_casting_form_parent_id_idx\` ON \`_pages_v_blocks_casting_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_casting_form_path_idx\` ON \`_pages_v_blocks_casting_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_casting_form_locale_idx\` ON \`_pages_v_blocks_casting_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_coverage_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_coverage_form_order_idx\` ON \`_pages_v_blocks_coverage_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_coverage_form_parent_id_idx\` ON \`_pages_v_blocks_coverage_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_coverage_form_path_idx\` ON \`_pages_v_blocks_coverage_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_coverage_form_locale_idx\` ON \`_pages_v_blocks_coverage_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_store_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_search_order_idx\` ON \`_pages_v_blocks_store_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_search_parent_id_idx\` ON \`_pages_v_blocks_store_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_search_path_idx\` ON \`_pages_v_blocks_store_search\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_search_locale_idx\` ON \`_pages_v_blocks_store_search\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_terms_order_idx\` ON \`_pages_v_blocks_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_terms_parent_id_idx\` ON \`_pages_v_blocks_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_terms_path_idx\` ON \`_pages_v_blocks_terms\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_terms_locale_idx\` ON \`_pages_v_blocks_terms\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`takes_id\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_takes_id\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_job_application\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_casting_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_coverage_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_store_search\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_terms\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_job_application\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_casting_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_coverage_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_store_search\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_terms\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`takes_id\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_takes_id\`;`)
}
