import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`settings_main_menu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_main_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_main_menu_items_order_idx\` ON \`settings_main_menu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_main_menu_items_parent_id_idx\` ON \`settings_main_menu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_main_menu_items_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_main_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_main_menu_items_locales_locale_parent_id_unique\` ON \`settings_main_menu_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_main_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_type\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	\`disabled\` integer DEFAULT false,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_main_menu_order_idx\` ON \`settings_main_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_main_menu_parent_id_idx\` ON \`settings_main_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_main_menu_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_main_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_main_menu_locales_locale_parent_id_unique\` ON \`settings_main_menu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_secondary_menus_fibra_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_fibra\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_secondary_menus_fibra_items_order_idx\` ON \`settings_secondary_menus_fibra_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_secondary_menus_fibra_items_parent_id_idx\` ON \`settings_secondary_menus_fibra_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_secondary_menus_fibra_items_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_fibra_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_fibra_items_locales_locale_parent_i\` ON \`settings_secondary_menus_fibra_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_secondary_menus_fibra\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_type\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	\`disabled\` integer DEFAULT false,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_secondary_menus_fibra_order_idx\` ON \`settings_secondary_menus_fibra\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_secondary_menus_fibra_parent_id_idx\` ON \`settings_secondary_menus_fibra\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_secondary_menus_fibra_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_fibra\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_fibra_locales_locale_parent_id_uniq\` ON \`settings_secondary_menus_fibra_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_secondary_menus_cinema_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_cinema\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_secondary_menus_cinema_items_order_idx\` ON \`settings_secondary_menus_cinema_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_secondary_menus_cinema_items_parent_id_idx\` ON \`settings_secondary_menus_cinema_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_secondary_menus_cinema_items_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_cinema_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_cinema_items_locales_locale_parent_\` ON \`settings_secondary_menus_cinema_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_secondary_menus_cinema\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_type\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	\`disabled\` integer DEFAULT false,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_secondary_menus_cinema_order_idx\` ON \`settings_secondary_menus_cinema\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_secondary_menus_cinema_parent_id_idx\` ON \`settings_secondary_menus_cinema\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_secondary_menus_cinema_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_cinema\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_cinema_locales_locale_parent_id_uni\` ON \`settings_secondary_menus_cinema_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_footer_columns_links_order_idx\` ON \`settings_footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_footer_columns_links_parent_id_idx\` ON \`settings_footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_footer_columns_links_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_footer_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_footer_columns_links_locales_locale_parent_id_uniqu\` ON \`settings_footer_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_footer_columns_order_idx\` ON \`settings_footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_footer_columns_parent_id_idx\` ON \`settings_footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_footer_columns_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_footer_columns_locales_locale_parent_id_unique\` ON \`settings_footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Site settings' NOT NULL,
  	\`country_id\` integer NOT NULL,
  	\`operator_name\` text DEFAULT 'ZAP' NOT NULL,
  	\`empresas_url\` text,
  	\`footer_company_name\` text,
  	\`footer_support_emails_default\` text,
  	\`footer_support_emails_satelite\` text,
  	\`footer_support_emails_fibra\` text,
  	\`footer_support_emails_cinema\` text,
  	\`footer_social_facebook\` text,
  	\`footer_social_instagram\` text,
  	\`footer_social_linkedin\` text,
  	\`footer_social_youtube\` text,
  	\`contact_whatsapp\` text,
  	\`contact_messenger\` text,
  	\`contact_call_centre\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_country_idx\` ON \`settings\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_updated_at_idx\` ON \`settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`settings_created_at_idx\` ON \`settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`settings_locales\` (
  	\`footer_head_office\` text,
  	\`footer_company_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_locales_locale_parent_id_unique\` ON \`settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`settings_id\` integer REFERENCES settings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`settings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`settings_main_menu_items\`;`)
  await db.run(sql`DROP TABLE \`settings_main_menu_items_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_main_menu\`;`)
  await db.run(sql`DROP TABLE \`settings_main_menu_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_fibra_items\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_fibra_items_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_fibra\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_fibra_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_cinema_items\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_cinema_items_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_cinema\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_cinema_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`settings_footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_footer_columns\`;`)
  await db.run(sql`DROP TABLE \`settings_footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`packages_id\` integer,
  	\`media_id\` integer,
  	\`countries_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "packages_id", "media_id", "countries_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "packages_id", "media_id", "countries_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
