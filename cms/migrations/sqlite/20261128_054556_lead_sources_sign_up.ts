import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_sign_up_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`show_on\` text DEFAULT 'always',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sign_up_form_order_idx\` ON \`pages_blocks_sign_up_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sign_up_form_parent_id_idx\` ON \`pages_blocks_sign_up_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sign_up_form_path_idx\` ON \`pages_blocks_sign_up_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sign_up_form_locale_idx\` ON \`pages_blocks_sign_up_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sign_up_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`show_on\` text DEFAULT 'always',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sign_up_form_order_idx\` ON \`_pages_v_blocks_sign_up_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sign_up_form_parent_id_idx\` ON \`_pages_v_blocks_sign_up_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sign_up_form_path_idx\` ON \`_pages_v_blocks_sign_up_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sign_up_form_locale_idx\` ON \`_pages_v_blocks_sign_up_form\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` ADD \`source_page\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` ADD \`package_id\` integer REFERENCES packages(id);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscriptions\` ADD \`utm_campaign\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_package_idx\` ON \`newsletter_subscriptions\` (\`package_id\`);`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`province\` text;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`address\` text;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`source_page\` text;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`package_id\` integer REFERENCES packages(id);`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`utm_campaign\` text;`)
  await db.run(sql`CREATE INDEX \`callback_requests_package_idx\` ON \`callback_requests\` (\`package_id\`);`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`source_page\` text;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`package_id\` integer REFERENCES packages(id);`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`utm_campaign\` text;`)
  await db.run(sql`CREATE INDEX \`job_applications_package_idx\` ON \`job_applications\` (\`package_id\`);`)
  await db.run(sql`ALTER TABLE \`casting_applications\` ADD \`source_page\` text;`)
  await db.run(sql`ALTER TABLE \`casting_applications\` ADD \`package_id\` integer REFERENCES packages(id);`)
  await db.run(sql`ALTER TABLE \`casting_applications\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`casting_applications\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`casting_applications\` ADD \`utm_campaign\` text;`)
  await db.run(sql`CREATE INDEX \`casting_applications_package_idx\` ON \`casting_applications\` (\`package_id\`);`)
  await db.run(sql`ALTER TABLE \`coverage_requests\` ADD \`source_page\` text;`)
  await db.run(sql`ALTER TABLE \`coverage_requests\` ADD \`package_id\` integer REFERENCES packages(id);`)
  await db.run(sql`ALTER TABLE \`coverage_requests\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`coverage_requests\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`coverage_requests\` ADD \`utm_campaign\` text;`)
  await db.run(sql`CREATE INDEX \`coverage_requests_package_idx\` ON \`coverage_requests\` (\`package_id\`);`)
  await db.run(sql`ALTER TABLE \`packages\` DROP COLUMN \`cta_href\`;`)
  await db.run(sql`ALTER TABLE \`_packages_v\` DROP COLUMN \`version_cta_href\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_sign_up_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sign_up_form\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`service\` text NOT NULL,
  	\`country_id\` integer NOT NULL,
  	\`ip\` text,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_newsletter_subscriptions\`("id", "email", "service", "country_id", "ip", "locale", "updated_at", "created_at") SELECT "id", "email", "service", "country_id", "ip", "locale", "updated_at", "created_at" FROM \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_subscriptions\` RENAME TO \`newsletter_subscriptions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_country_idx\` ON \`newsletter_subscriptions\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_service_country_idx\` ON \`newsletter_subscriptions\` (\`email\`,\`service\`,\`country_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_callback_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_name\` text NOT NULL,
  	\`client_phone\` text NOT NULL,
  	\`subject_code\` text,
  	\`client_subject\` text NOT NULL,
  	\`country_id\` integer NOT NULL,
  	\`ip\` text,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_callback_requests\`("id", "client_name", "client_phone", "subject_code", "client_subject", "country_id", "ip", "locale", "updated_at", "created_at") SELECT "id", "client_name", "client_phone", "subject_code", "client_subject", "country_id", "ip", "locale", "updated_at", "created_at" FROM \`callback_requests\`;`)
  await db.run(sql`DROP TABLE \`callback_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_callback_requests\` RENAME TO \`callback_requests\`;`)
  await db.run(sql`CREATE INDEX \`callback_requests_country_idx\` ON \`callback_requests\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`callback_requests_updated_at_idx\` ON \`callback_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`callback_requests_created_at_idx\` ON \`callback_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`job_id\` integer,
  	\`area\` text,
  	\`full_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`province\` text NOT NULL,
  	\`education\` text NOT NULL,
  	\`experience_years\` numeric NOT NULL,
  	\`linkedin\` text,
  	\`cover_letter\` text,
  	\`cv_id\` integer NOT NULL,
  	\`country_id\` integer NOT NULL,
  	\`ip\` text,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`cv_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_job_applications\`("id", "job_id", "area", "full_name", "email", "phone", "province", "education", "experience_years", "linkedin", "cover_letter", "cv_id", "country_id", "ip", "locale", "updated_at", "created_at") SELECT "id", "job_id", "area", "full_name", "email", "phone", "province", "education", "experience_years", "linkedin", "cover_letter", "cv_id", "country_id", "ip", "locale", "updated_at", "created_at" FROM \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_job_applications\` RENAME TO \`job_applications\`;`)
  await db.run(sql`CREATE INDEX \`job_applications_job_idx\` ON \`job_applications\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_cv_idx\` ON \`job_applications\` (\`cv_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_country_idx\` ON \`job_applications\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_casting_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`birth_date\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`province\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`talent\` text NOT NULL,
  	\`about\` text NOT NULL,
  	\`video_url\` text,
  	\`social_url\` text,
  	\`country_id\` integer NOT NULL,
  	\`ip\` text,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_casting_applications\`("id", "full_name", "birth_date", "email", "phone", "province", "city", "talent", "about", "video_url", "social_url", "country_id", "ip", "locale", "updated_at", "created_at") SELECT "id", "full_name", "birth_date", "email", "phone", "province", "city", "talent", "about", "video_url", "social_url", "country_id", "ip", "locale", "updated_at", "created_at" FROM \`casting_applications\`;`)
  await db.run(sql`DROP TABLE \`casting_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_casting_applications\` RENAME TO \`casting_applications\`;`)
  await db.run(sql`CREATE INDEX \`casting_applications_country_idx\` ON \`casting_applications\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`casting_applications_updated_at_idx\` ON \`casting_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`casting_applications_created_at_idx\` ON \`casting_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_coverage_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`province\` text NOT NULL,
  	\`municipality\` text NOT NULL,
  	\`neighbourhood\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`landmark\` text,
  	\`property_type\` text NOT NULL,
  	\`interest\` text NOT NULL,
  	\`contact_time\` text NOT NULL,
  	\`country_id\` integer NOT NULL,
  	\`ip\` text,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_coverage_requests\`("id", "full_name", "phone", "email", "province", "municipality", "neighbourhood", "address", "landmark", "property_type", "interest", "contact_time", "country_id", "ip", "locale", "updated_at", "created_at") SELECT "id", "full_name", "phone", "email", "province", "municipality", "neighbourhood", "address", "landmark", "property_type", "interest", "contact_time", "country_id", "ip", "locale", "updated_at", "created_at" FROM \`coverage_requests\`;`)
  await db.run(sql`DROP TABLE \`coverage_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_coverage_requests\` RENAME TO \`coverage_requests\`;`)
  await db.run(sql`CREATE INDEX \`coverage_requests_country_idx\` ON \`coverage_requests\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`coverage_requests_updated_at_idx\` ON \`coverage_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coverage_requests_created_at_idx\` ON \`coverage_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`packages\` ADD \`cta_href\` text;`)
  await db.run(sql`ALTER TABLE \`_packages_v\` ADD \`version_cta_href\` text;`)
}
