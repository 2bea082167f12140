import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-edited: foreign keys stay off through every table rebuild (the generated file turned them
  // back on after the first, and dropping the old "settings" table would then have deleted every
  // menu, footer and terms row with it); the rebuilt "settings" no longer copies a "_status" the
  // old table does not have; and the statements at the end publish the existing documents and make
  // their current content their first version (the admin lists drafts-enabled documents from their
  // versions, so a document without one would vanish from /admin).
  await db.run(sql`CREATE TABLE \`_settings_v_version_main_menu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_main_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_version_main_menu_items_order_idx\` ON \`_settings_v_version_main_menu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_main_menu_items_parent_id_idx\` ON \`_settings_v_version_main_menu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_main_menu_items_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_main_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_settings_v_version_main_menu_items_locales_locale_parent_id\` ON \`_settings_v_version_main_menu_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_main_menu\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_type\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	\`disabled\` integer DEFAULT false,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_version_main_menu_order_idx\` ON \`_settings_v_version_main_menu\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_main_menu_parent_id_idx\` ON \`_settings_v_version_main_menu\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_main_menu_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_main_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_settings_v_version_main_menu_locales_locale_parent_id_uniqu\` ON \`_settings_v_version_main_menu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_secondary_menus_fibra_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_secondary_menus_fibra\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_version_secondary_menus_fibra_items_order_idx\` ON \`_settings_v_version_secondary_menus_fibra_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_secondary_menus_fibra_items_parent_id_idx\` ON \`_settings_v_version_secondary_menus_fibra_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_secondary_menus_fibra_items_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_secondary_menus_fibra_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_settings_v_version_secondary_menus_fibra_items_locales_loca\` ON \`_settings_v_version_secondary_menus_fibra_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_secondary_menus_fibra\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_type\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	\`disabled\` integer DEFAULT false,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_version_secondary_menus_fibra_order_idx\` ON \`_settings_v_version_secondary_menus_fibra\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_secondary_menus_fibra_parent_id_idx\` ON \`_settings_v_version_secondary_menus_fibra\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_secondary_menus_fibra_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_secondary_menus_fibra\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_settings_v_version_secondary_menus_fibra_locales_locale_par\` ON \`_settings_v_version_secondary_menus_fibra_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_secondary_menus_cinema_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_secondary_menus_cinema\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_version_secondary_menus_cinema_items_order_idx\` ON \`_settings_v_version_secondary_menus_cinema_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_secondary_menus_cinema_items_parent_id_idx\` ON \`_settings_v_version_secondary_menus_cinema_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_secondary_menus_cinema_items_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_secondary_menus_cinema_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_settings_v_version_secondary_menus_cinema_items_locales_loc\` ON \`_settings_v_version_secondary_menus_cinema_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_secondary_menus_cinema\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service_type\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	\`disabled\` integer DEFAULT false,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_version_secondary_menus_cinema_order_idx\` ON \`_settings_v_version_secondary_menus_cinema\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_secondary_menus_cinema_parent_id_idx\` ON \`_settings_v_version_secondary_menus_cinema\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_secondary_menus_cinema_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_secondary_menus_cinema\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_settings_v_version_secondary_menus_cinema_locales_locale_pa\` ON \`_settings_v_version_secondary_menus_cinema_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	\`show_in_moz\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_version_footer_columns_links_order_idx\` ON \`_settings_v_version_footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_footer_columns_links_parent_id_idx\` ON \`_settings_v_version_footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_footer_columns_links_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_footer_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_settings_v_version_footer_columns_links_locales_locale_pare\` ON \`_settings_v_version_footer_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_version_footer_columns_order_idx\` ON \`_settings_v_version_footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_footer_columns_parent_id_idx\` ON \`_settings_v_version_footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_footer_columns_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v_version_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_settings_v_version_footer_columns_locales_locale_parent_id_\` ON \`_settings_v_version_footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_version_terms_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`term\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_version_terms_items_order_idx\` ON \`_settings_v_version_terms_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_terms_items_parent_id_idx\` ON \`_settings_v_version_terms_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_terms_items_locale_idx\` ON \`_settings_v_version_terms_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text DEFAULT 'Site settings',
  	\`version_country_id\` integer,
  	\`version_footer_company_name\` text,
  	\`version_footer_support_emails_default\` text,
  	\`version_footer_support_emails_satelite\` text,
  	\`version_footer_support_emails_fibra\` text,
  	\`version_footer_support_emails_cinema\` text,
  	\`version_footer_social_facebook\` text,
  	\`version_footer_social_instagram\` text,
  	\`version_footer_social_linkedin\` text,
  	\`version_footer_social_youtube\` text,
  	\`version_contact_whatsapp\` text,
  	\`version_contact_messenger\` text,
  	\`version_contact_call_centre\` text,
  	\`version_popup_enabled\` integer DEFAULT true,
  	\`version_popup_link_apple\` text,
  	\`version_popup_link_play_store\` text,
  	\`version_popup_time\` numeric,
  	\`version_popup_qr_code_id\` integer,
  	\`version_popup_country_popup\` integer DEFAULT true,
  	\`version_terms_document_id\` integer,
  	\`version_operator_name\` text DEFAULT 'ZAP',
  	\`version_empresas_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_popup_qr_code_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_terms_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_parent_idx\` ON \`_settings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_version_country_idx\` ON \`_settings_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_popup_version_popup_qr_code_idx\` ON \`_settings_v\` (\`version_popup_qr_code_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_terms_version_terms_document_idx\` ON \`_settings_v\` (\`version_terms_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_version_updated_at_idx\` ON \`_settings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_version_created_at_idx\` ON \`_settings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_version__status_idx\` ON \`_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_created_at_idx\` ON \`_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_updated_at_idx\` ON \`_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_snapshot_idx\` ON \`_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_published_locale_idx\` ON \`_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_latest_idx\` ON \`_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_locales\` (
  	\`version_footer_head_office\` text,
  	\`version_footer_company_address\` text,
  	\`version_popup_title\` text,
  	\`version_popup_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_settings_v_locales_locale_parent_id_unique\` ON \`_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_settings_main_menu_items_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_main_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_main_menu_items_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_main_menu_items_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_main_menu_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_main_menu_items_locales\` RENAME TO \`settings_main_menu_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_main_menu_items_locales_locale_parent_id_unique\` ON \`settings_main_menu_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_main_menu_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_main_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_main_menu_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_main_menu_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_main_menu_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_main_menu_locales\` RENAME TO \`settings_main_menu_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_main_menu_locales_locale_parent_id_unique\` ON \`settings_main_menu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_secondary_menus_fibra_items_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_fibra_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_secondary_menus_fibra_items_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_secondary_menus_fibra_items_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_fibra_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_secondary_menus_fibra_items_locales\` RENAME TO \`settings_secondary_menus_fibra_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_fibra_items_locales_locale_parent_i\` ON \`settings_secondary_menus_fibra_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_secondary_menus_fibra_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_fibra\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_secondary_menus_fibra_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_secondary_menus_fibra_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_fibra_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_secondary_menus_fibra_locales\` RENAME TO \`settings_secondary_menus_fibra_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_fibra_locales_locale_parent_id_uniq\` ON \`settings_secondary_menus_fibra_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_secondary_menus_cinema_items_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_cinema_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_secondary_menus_cinema_items_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_secondary_menus_cinema_items_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_cinema_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_secondary_menus_cinema_items_locales\` RENAME TO \`settings_secondary_menus_cinema_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_cinema_items_locales_locale_parent_\` ON \`settings_secondary_menus_cinema_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_secondary_menus_cinema_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_cinema\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_secondary_menus_cinema_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_secondary_menus_cinema_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_cinema_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_secondary_menus_cinema_locales\` RENAME TO \`settings_secondary_menus_cinema_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_cinema_locales_locale_parent_id_uni\` ON \`settings_secondary_menus_cinema_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_footer_columns_links_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_footer_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_footer_columns_links_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_footer_columns_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_footer_columns_links_locales\` RENAME TO \`settings_footer_columns_links_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_footer_columns_links_locales_locale_parent_id_uniqu\` ON \`settings_footer_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_footer_columns_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_footer_columns_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`settings_footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_footer_columns_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_footer_columns_locales\` RENAME TO \`settings_footer_columns_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_footer_columns_locales_locale_parent_id_unique\` ON \`settings_footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_terms_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`term\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_terms_items\`("_order", "_parent_id", "_locale", "id", "term", "description") SELECT "_order", "_parent_id", "_locale", "id", "term", "description" FROM \`settings_terms_items\`;`)
  await db.run(sql`DROP TABLE \`settings_terms_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_terms_items\` RENAME TO \`settings_terms_items\`;`)
  await db.run(sql`CREATE INDEX \`settings_terms_items_order_idx\` ON \`settings_terms_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_terms_items_parent_id_idx\` ON \`settings_terms_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_terms_items_locale_idx\` ON \`settings_terms_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Site settings',
  	\`country_id\` integer,
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
  	\`popup_enabled\` integer DEFAULT true,
  	\`popup_link_apple\` text,
  	\`popup_link_play_store\` text,
  	\`popup_time\` numeric,
  	\`popup_qr_code_id\` integer,
  	\`popup_country_popup\` integer DEFAULT true,
  	\`terms_document_id\` integer,
  	\`operator_name\` text DEFAULT 'ZAP',
  	\`empresas_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_qr_code_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`terms_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "title", "country_id", "footer_company_name", "footer_support_emails_default", "footer_support_emails_satelite", "footer_support_emails_fibra", "footer_support_emails_cinema", "footer_social_facebook", "footer_social_instagram", "footer_social_linkedin", "footer_social_youtube", "contact_whatsapp", "contact_messenger", "contact_call_centre", "popup_enabled", "popup_link_apple", "popup_link_play_store", "popup_time", "popup_qr_code_id", "popup_country_popup", "terms_document_id", "operator_name", "empresas_url", "updated_at", "created_at") SELECT "id", "title", "country_id", "footer_company_name", "footer_support_emails_default", "footer_support_emails_satelite", "footer_support_emails_fibra", "footer_support_emails_cinema", "footer_social_facebook", "footer_social_instagram", "footer_social_linkedin", "footer_social_youtube", "contact_whatsapp", "contact_messenger", "contact_call_centre", "popup_enabled", "popup_link_apple", "popup_link_play_store", "popup_time", "popup_qr_code_id", "popup_country_popup", "terms_document_id", "operator_name", "empresas_url", "updated_at", "created_at" FROM \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_country_idx\` ON \`settings\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_popup_popup_qr_code_idx\` ON \`settings\` (\`popup_qr_code_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_terms_terms_document_idx\` ON \`settings\` (\`terms_document_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_updated_at_idx\` ON \`settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`settings_created_at_idx\` ON \`settings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`settings__status_idx\` ON \`settings\` (\`_status\`);`)
  // Every existing document is published, and its current content is its first version.
  await db.run(sql`UPDATE "settings" SET "_status" = 'published';`)
  await db.run(sql`INSERT INTO "_settings_v" ("parent_id", "version_title", "version_country_id", "version_footer_company_name", "version_footer_support_emails_default", "version_footer_support_emails_satelite", "version_footer_support_emails_fibra", "version_footer_support_emails_cinema", "version_footer_social_facebook", "version_footer_social_instagram", "version_footer_social_linkedin", "version_footer_social_youtube", "version_contact_whatsapp", "version_contact_messenger", "version_contact_call_centre", "version_popup_enabled", "version_popup_link_apple", "version_popup_link_play_store", "version_popup_time", "version_popup_qr_code_id", "version_popup_country_popup", "version_terms_document_id", "version_operator_name", "version_empresas_url", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT s."id", s."title", s."country_id", s."footer_company_name", s."footer_support_emails_default", s."footer_support_emails_satelite", s."footer_support_emails_fibra", s."footer_support_emails_cinema", s."footer_social_facebook", s."footer_social_instagram", s."footer_social_linkedin", s."footer_social_youtube", s."contact_whatsapp", s."contact_messenger", s."contact_call_centre", s."popup_enabled", s."popup_link_apple", s."popup_link_play_store", s."popup_time", s."popup_qr_code_id", s."popup_country_popup", s."terms_document_id", s."operator_name", s."empresas_url", s."updated_at", s."created_at", 'published', s."updated_at", s."updated_at", true FROM "settings" s;`)
  await db.run(sql`INSERT INTO "_settings_v_locales" ("version_footer_head_office", "version_footer_company_address", "version_popup_title", "version_popup_description", "_locale", "_parent_id") SELECT l."footer_head_office", l."footer_company_address", l."popup_title", l."popup_description", l."_locale", v."id" FROM "settings_locales" l JOIN "_settings_v" v ON v."parent_id" = l."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_main_menu" ("_order", "_parent_id", "service_type", "new_tab", "show_in_moz", "disabled", "icon", "_uuid") SELECT r."_order", p."id", r."service_type", r."new_tab", r."show_in_moz", r."disabled", r."icon", r."id" FROM "settings_main_menu" r JOIN "_settings_v" p ON p."parent_id" = r."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_main_menu_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_main_menu_locales" l JOIN "_settings_v_version_main_menu" p ON p."_uuid" = l."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_main_menu_items" ("_order", "_parent_id", "new_tab", "show_in_moz", "_uuid") SELECT r."_order", p."id", r."new_tab", r."show_in_moz", r."id" FROM "settings_main_menu_items" r JOIN "_settings_v_version_main_menu" p ON p."_uuid" = r."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_main_menu_items_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_main_menu_items_locales" l JOIN "_settings_v_version_main_menu_items" p ON p."_uuid" = l."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_secondary_menus_fibra" ("_order", "_parent_id", "service_type", "new_tab", "show_in_moz", "disabled", "icon", "_uuid") SELECT r."_order", p."id", r."service_type", r."new_tab", r."show_in_moz", r."disabled", r."icon", r."id" FROM "settings_secondary_menus_fibra" r JOIN "_settings_v" p ON p."parent_id" = r."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_secondary_menus_fibra_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_secondary_menus_fibra_locales" l JOIN "_settings_v_version_secondary_menus_fibra" p ON p."_uuid" = l."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_secondary_menus_fibra_items" ("_order", "_parent_id", "new_tab", "show_in_moz", "_uuid") SELECT r."_order", p."id", r."new_tab", r."show_in_moz", r."id" FROM "settings_secondary_menus_fibra_items" r JOIN "_settings_v_version_secondary_menus_fibra" p ON p."_uuid" = r."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_secondary_menus_fibra_items_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_secondary_menus_fibra_items_locales" l JOIN "_settings_v_version_secondary_menus_fibra_items" p ON p."_uuid" = l."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_secondary_menus_cinema" ("_order", "_parent_id", "service_type", "new_tab", "show_in_moz", "disabled", "icon", "_uuid") SELECT r."_order", p."id", r."service_type", r."new_tab", r."show_in_moz", r."disabled", r."icon", r."id" FROM "settings_secondary_menus_cinema" r JOIN "_settings_v" p ON p."parent_id" = r."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_secondary_menus_cinema_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_secondary_menus_cinema_locales" l JOIN "_settings_v_version_secondary_menus_cinema" p ON p."_uuid" = l."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_secondary_menus_cinema_items" ("_order", "_parent_id", "new_tab", "show_in_moz", "_uuid") SELECT r."_order", p."id", r."new_tab", r."show_in_moz", r."id" FROM "settings_secondary_menus_cinema_items" r JOIN "_settings_v_version_secondary_menus_cinema" p ON p."_uuid" = r."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_secondary_menus_cinema_items_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_secondary_menus_cinema_items_locales" l JOIN "_settings_v_version_secondary_menus_cinema_items" p ON p."_uuid" = l."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_footer_columns" ("_order", "_parent_id", "_uuid") SELECT r."_order", p."id", r."id" FROM "settings_footer_columns" r JOIN "_settings_v" p ON p."parent_id" = r."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_footer_columns_locales" ("title", "_locale", "_parent_id") SELECT l."title", l."_locale", p."id" FROM "settings_footer_columns_locales" l JOIN "_settings_v_version_footer_columns" p ON p."_uuid" = l."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_footer_columns_links" ("_order", "_parent_id", "new_tab", "show_in_moz", "_uuid") SELECT r."_order", p."id", r."new_tab", r."show_in_moz", r."id" FROM "settings_footer_columns_links" r JOIN "_settings_v_version_footer_columns" p ON p."_uuid" = r."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_footer_columns_links_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_footer_columns_links_locales" l JOIN "_settings_v_version_footer_columns_links" p ON p."_uuid" = l."_parent_id";`)
  await db.run(sql`INSERT INTO "_settings_v_version_terms_items" ("_order", "_parent_id", "_locale", "term", "description", "_uuid") SELECT r."_order", p."id", r."_locale", r."term", r."description", r."id" FROM "settings_terms_items" r JOIN "_settings_v" p ON p."parent_id" = r."_parent_id";`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_settings_v_version_main_menu_items\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_main_menu_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_main_menu\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_main_menu_locales\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_secondary_menus_fibra_items\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_secondary_menus_fibra_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_secondary_menus_fibra\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_secondary_menus_fibra_locales\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_secondary_menus_cinema_items\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_secondary_menus_cinema_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_secondary_menus_cinema\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_secondary_menus_cinema_locales\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_footer_columns\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_version_terms_items\`;`)
  await db.run(sql`DROP TABLE \`_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
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
  	\`popup_enabled\` integer DEFAULT true,
  	\`popup_link_apple\` text,
  	\`popup_link_play_store\` text,
  	\`popup_time\` numeric,
  	\`popup_qr_code_id\` integer,
  	\`popup_country_popup\` integer DEFAULT true,
  	\`terms_document_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`popup_qr_code_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`terms_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "title", "country_id", "operator_name", "empresas_url", "footer_company_name", "footer_support_emails_default", "footer_support_emails_satelite", "footer_support_emails_fibra", "footer_support_emails_cinema", "footer_social_facebook", "footer_social_instagram", "footer_social_linkedin", "footer_social_youtube", "contact_whatsapp", "contact_messenger", "contact_call_centre", "popup_enabled", "popup_link_apple", "popup_link_play_store", "popup_time", "popup_qr_code_id", "popup_country_popup", "terms_document_id", "updated_at", "created_at") SELECT "id", "title", "country_id", "operator_name", "empresas_url", "footer_company_name", "footer_support_emails_default", "footer_support_emails_satelite", "footer_support_emails_fibra", "footer_support_emails_cinema", "footer_social_facebook", "footer_social_instagram", "footer_social_linkedin", "footer_social_youtube", "contact_whatsapp", "contact_messenger", "contact_call_centre", "popup_enabled", "popup_link_apple", "popup_link_play_store", "popup_time", "popup_qr_code_id", "popup_country_popup", "terms_document_id", "updated_at", "created_at" FROM \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_country_idx\` ON \`settings\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_popup_popup_qr_code_idx\` ON \`settings\` (\`popup_qr_code_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_terms_terms_document_idx\` ON \`settings\` (\`terms_document_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_updated_at_idx\` ON \`settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`settings_created_at_idx\` ON \`settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_main_menu_items_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_main_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_main_menu_items_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_main_menu_items_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_main_menu_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_main_menu_items_locales\` RENAME TO \`settings_main_menu_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_main_menu_items_locales_locale_parent_id_unique\` ON \`settings_main_menu_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_main_menu_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_main_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_main_menu_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_main_menu_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_main_menu_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_main_menu_locales\` RENAME TO \`settings_main_menu_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_main_menu_locales_locale_parent_id_unique\` ON \`settings_main_menu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_secondary_menus_fibra_items_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_fibra_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_secondary_menus_fibra_items_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_secondary_menus_fibra_items_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_fibra_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_secondary_menus_fibra_items_locales\` RENAME TO \`settings_secondary_menus_fibra_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_fibra_items_locales_locale_parent_i\` ON \`settings_secondary_menus_fibra_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_secondary_menus_fibra_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_fibra\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_secondary_menus_fibra_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_secondary_menus_fibra_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_fibra_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_secondary_menus_fibra_locales\` RENAME TO \`settings_secondary_menus_fibra_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_fibra_locales_locale_parent_id_uniq\` ON \`settings_secondary_menus_fibra_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_secondary_menus_cinema_items_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_cinema_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_secondary_menus_cinema_items_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_secondary_menus_cinema_items_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_cinema_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_secondary_menus_cinema_items_locales\` RENAME TO \`settings_secondary_menus_cinema_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_cinema_items_locales_locale_parent_\` ON \`settings_secondary_menus_cinema_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_secondary_menus_cinema_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_secondary_menus_cinema\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_secondary_menus_cinema_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_secondary_menus_cinema_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_secondary_menus_cinema_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_secondary_menus_cinema_locales\` RENAME TO \`settings_secondary_menus_cinema_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_secondary_menus_cinema_locales_locale_parent_id_uni\` ON \`settings_secondary_menus_cinema_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_footer_columns_links_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_footer_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_footer_columns_links_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`settings_footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_footer_columns_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_footer_columns_links_locales\` RENAME TO \`settings_footer_columns_links_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_footer_columns_links_locales_locale_parent_id_uniqu\` ON \`settings_footer_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_footer_columns_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_footer_columns_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`settings_footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`settings_footer_columns_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_footer_columns_locales\` RENAME TO \`settings_footer_columns_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_footer_columns_locales_locale_parent_id_unique\` ON \`settings_footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings_terms_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`term\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings_terms_items\`("_order", "_parent_id", "_locale", "id", "term", "description") SELECT "_order", "_parent_id", "_locale", "id", "term", "description" FROM \`settings_terms_items\`;`)
  await db.run(sql`DROP TABLE \`settings_terms_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings_terms_items\` RENAME TO \`settings_terms_items\`;`)
  await db.run(sql`CREATE INDEX \`settings_terms_items_order_idx\` ON \`settings_terms_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_terms_items_parent_id_idx\` ON \`settings_terms_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_terms_items_locale_idx\` ON \`settings_terms_items\` (\`_locale\`);`)
}
