import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_store_search_kinds\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_store_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_search_kinds_order_idx\` ON \`pages_blocks_store_search_kinds\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_search_kinds_parent_idx\` ON \`pages_blocks_store_search_kinds\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_search_kinds_locale_idx\` ON \`pages_blocks_store_search_kinds\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_icons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_service_icons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_icons_items_order_idx\` ON \`pages_blocks_service_icons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_icons_items_parent_id_idx\` ON \`pages_blocks_service_icons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_icons_items_locale_idx\` ON \`pages_blocks_service_icons_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_icons\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_service_icons_order_idx\` ON \`pages_blocks_service_icons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_icons_parent_id_idx\` ON \`pages_blocks_service_icons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_icons_path_idx\` ON \`pages_blocks_service_icons\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_icons_locale_idx\` ON \`pages_blocks_service_icons\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ads_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ads_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_ads_carousel_slides_order_idx\` ON \`pages_blocks_ads_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ads_carousel_slides_parent_id_idx\` ON \`pages_blocks_ads_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ads_carousel_slides_locale_idx\` ON \`pages_blocks_ads_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ads_carousel_slides_image_idx\` ON \`pages_blocks_ads_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ads_carousel\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_ads_carousel_order_idx\` ON \`pages_blocks_ads_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ads_carousel_parent_id_idx\` ON \`pages_blocks_ads_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ads_carousel_path_idx\` ON \`pages_blocks_ads_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ads_carousel_locale_idx\` ON \`pages_blocks_ads_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_spotlight_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_spotlight\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotlight_items_order_idx\` ON \`pages_blocks_spotlight_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotlight_items_parent_id_idx\` ON \`pages_blocks_spotlight_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotlight_items_locale_idx\` ON \`pages_blocks_spotlight_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotlight_items_image_idx\` ON \`pages_blocks_spotlight_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_spotlight\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_spotlight_order_idx\` ON \`pages_blocks_spotlight\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotlight_parent_id_idx\` ON \`pages_blocks_spotlight\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotlight_path_idx\` ON \`pages_blocks_spotlight\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spotlight_locale_idx\` ON \`pages_blocks_spotlight\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link_sections_sections_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_link_sections_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_sections_sections_links_order_idx\` ON \`pages_blocks_link_sections_sections_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_sections_sections_links_parent_id_idx\` ON \`pages_blocks_link_sections_sections_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_sections_sections_links_locale_idx\` ON \`pages_blocks_link_sections_sections_links\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link_sections_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_link_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_sections_sections_order_idx\` ON \`pages_blocks_link_sections_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_sections_sections_parent_id_idx\` ON \`pages_blocks_link_sections_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_sections_sections_locale_idx\` ON \`pages_blocks_link_sections_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link_sections\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_link_sections_order_idx\` ON \`pages_blocks_link_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_sections_parent_id_idx\` ON \`pages_blocks_link_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_sections_path_idx\` ON \`pages_blocks_link_sections\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_sections_locale_idx\` ON \`pages_blocks_link_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_package_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`service\` text,
  	\`show_channel_count\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_package_grid_order_idx\` ON \`pages_blocks_package_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_package_grid_parent_id_idx\` ON \`pages_blocks_package_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_package_grid_path_idx\` ON \`pages_blocks_package_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_package_grid_locale_idx\` ON \`pages_blocks_package_grid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_package_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`service\` text DEFAULT 'satelite',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_package_comparison_order_idx\` ON \`pages_blocks_package_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_package_comparison_parent_id_idx\` ON \`pages_blocks_package_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_package_comparison_path_idx\` ON \`pages_blocks_package_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_package_comparison_locale_idx\` ON \`pages_blocks_package_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_campaign_list\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_list_order_idx\` ON \`pages_blocks_campaign_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_list_parent_id_idx\` ON \`pages_blocks_campaign_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_list_path_idx\` ON \`pages_blocks_campaign_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_list_locale_idx\` ON \`pages_blocks_campaign_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_payment_methods_methods_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_payment_methods_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_methods_steps_order_idx\` ON \`pages_blocks_payment_methods_methods_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_methods_steps_parent_id_idx\` ON \`pages_blocks_payment_methods_methods_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_methods_steps_locale_idx\` ON \`pages_blocks_payment_methods_methods_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_payment_methods_methods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_payment_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_methods_order_idx\` ON \`pages_blocks_payment_methods_methods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_methods_parent_id_idx\` ON \`pages_blocks_payment_methods_methods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_methods_locale_idx\` ON \`pages_blocks_payment_methods_methods\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_payment_methods\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_order_idx\` ON \`pages_blocks_payment_methods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_parent_id_idx\` ON \`pages_blocks_payment_methods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_path_idx\` ON \`pages_blocks_payment_methods\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payment_methods_locale_idx\` ON \`pages_blocks_payment_methods\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_items_order_idx\` ON \`pages_blocks_feature_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_items_parent_id_idx\` ON \`pages_blocks_feature_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_items_locale_idx\` ON \`pages_blocks_feature_grid_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_order_idx\` ON \`pages_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_parent_id_idx\` ON \`pages_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_path_idx\` ON \`pages_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_locale_idx\` ON \`pages_blocks_feature_grid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_text_order_idx\` ON \`pages_blocks_media_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_text_parent_id_idx\` ON \`pages_blocks_media_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_text_path_idx\` ON \`pages_blocks_media_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_text_locale_idx\` ON \`pages_blocks_media_text\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_text_image_idx\` ON \`pages_blocks_media_text\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tv_guide\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_tv_guide_order_idx\` ON \`pages_blocks_tv_guide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tv_guide_parent_id_idx\` ON \`pages_blocks_tv_guide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tv_guide_path_idx\` ON \`pages_blocks_tv_guide\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tv_guide_locale_idx\` ON \`pages_blocks_tv_guide\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_channel_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`own_only\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_channel_list_order_idx\` ON \`pages_blocks_channel_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_channel_list_parent_id_idx\` ON \`pages_blocks_channel_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_channel_list_path_idx\` ON \`pages_blocks_channel_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_channel_list_locale_idx\` ON \`pages_blocks_channel_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_movie_programme\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`view\` text DEFAULT 'cards',
  	\`channel_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_movie_programme_order_idx\` ON \`pages_blocks_movie_programme\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_movie_programme_parent_id_idx\` ON \`pages_blocks_movie_programme\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_movie_programme_path_idx\` ON \`pages_blocks_movie_programme\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_movie_programme_locale_idx\` ON \`pages_blocks_movie_programme\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_movie_programme_channel_idx\` ON \`pages_blocks_movie_programme\` (\`channel_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_store_search_kinds\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_store_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_search_kinds_order_idx\` ON \`_pages_v_blocks_store_search_kinds\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_search_kinds_parent_idx\` ON \`_pages_v_blocks_store_search_kinds\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_search_kinds_locale_idx\` ON \`_pages_v_blocks_store_search_kinds\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_icons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_service_icons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_icons_items_order_idx\` ON \`_pages_v_blocks_service_icons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_icons_items_parent_id_idx\` ON \`_pages_v_blocks_service_icons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_icons_items_locale_idx\` ON \`_pages_v_blocks_service_icons_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_icons\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_icons_order_idx\` ON \`_pages_v_blocks_service_icons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_icons_parent_id_idx\` ON \`_pages_v_blocks_service_icons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_icons_path_idx\` ON \`_pages_v_blocks_service_icons\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_icons_locale_idx\` ON \`_pages_v_blocks_service_icons\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ads_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ads_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ads_carousel_slides_order_idx\` ON \`_pages_v_blocks_ads_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ads_carousel_slides_parent_id_idx\` ON \`_pages_v_blocks_ads_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ads_carousel_slides_locale_idx\` ON \`_pages_v_blocks_ads_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ads_carousel_slides_image_idx\` ON \`_pages_v_blocks_ads_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ads_carousel\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ads_carousel_order_idx\` ON \`_pages_v_blocks_ads_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ads_carousel_parent_id_idx\` ON \`_pages_v_blocks_ads_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ads_carousel_path_idx\` ON \`_pages_v_blocks_ads_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ads_carousel_locale_idx\` ON \`_pages_v_blocks_ads_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_spotlight_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_spotlight\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotlight_items_order_idx\` ON \`_pages_v_blocks_spotlight_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotlight_items_parent_id_idx\` ON \`_pages_v_blocks_spotlight_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotlight_items_locale_idx\` ON \`_pages_v_blocks_spotlight_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotlight_items_image_idx\` ON \`_pages_v_blocks_spotlight_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_spotlight\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotlight_order_idx\` ON \`_pages_v_blocks_spotlight\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotlight_parent_id_idx\` ON \`_pages_v_blocks_spotlight\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotlight_path_idx\` ON \`_pages_v_blocks_spotlight\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spotlight_locale_idx\` ON \`_pages_v_blocks_spotlight\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_link_sections_sections_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_link_sections_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_sections_sections_links_order_idx\` ON \`_pages_v_blocks_link_sections_sections_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_sections_sections_links_parent_id_idx\` ON \`_pages_v_blocks_link_sections_sections_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_sections_sections_links_locale_idx\` ON \`_pages_v_blocks_link_sections_sections_links\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_link_sections_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_link_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_sections_sections_order_idx\` ON \`_pages_v_blocks_link_sections_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_sections_sections_parent_id_idx\` ON \`_pages_v_blocks_link_sections_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_sections_sections_locale_idx\` ON \`_pages_v_blocks_link_sections_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_link_sections\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_sections_order_idx\` ON \`_pages_v_blocks_link_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_sections_parent_id_idx\` ON \`_pages_v_blocks_link_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_sections_path_idx\` ON \`_pages_v_blocks_link_sections\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_sections_locale_idx\` ON \`_pages_v_blocks_link_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_package_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`service\` text,
  	\`show_channel_count\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_package_grid_order_idx\` ON \`_pages_v_blocks_package_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_package_grid_parent_id_idx\` ON \`_pages_v_blocks_package_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_package_grid_path_idx\` ON \`_pages_v_blocks_package_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_package_grid_locale_idx\` ON \`_pages_v_blocks_package_grid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_package_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`service\` text DEFAULT 'satelite',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_package_comparison_order_idx\` ON \`_pages_v_blocks_package_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_package_comparison_parent_id_idx\` ON \`_pages_v_blocks_package_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_package_comparison_path_idx\` ON \`_pages_v_blocks_package_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_package_comparison_locale_idx\` ON \`_pages_v_blocks_package_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_campaign_list\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_list_order_idx\` ON \`_pages_v_blocks_campaign_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_list_parent_id_idx\` ON \`_pages_v_blocks_campaign_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_list_path_idx\` ON \`_pages_v_blocks_campaign_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_list_locale_idx\` ON \`_pages_v_blocks_campaign_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_payment_methods_methods_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_payment_methods_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_methods_steps_order_idx\` ON \`_pages_v_blocks_payment_methods_methods_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_methods_steps_parent_id_idx\` ON \`_pages_v_blocks_payment_methods_methods_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_methods_steps_locale_idx\` ON \`_pages_v_blocks_payment_methods_methods_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_payment_methods_methods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_payment_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_methods_order_idx\` ON \`_pages_v_blocks_payment_methods_methods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_methods_parent_id_idx\` ON \`_pages_v_blocks_payment_methods_methods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_methods_locale_idx\` ON \`_pages_v_blocks_payment_methods_methods\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_payment_methods\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_order_idx\` ON \`_pages_v_blocks_payment_methods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_parent_id_idx\` ON \`_pages_v_blocks_payment_methods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_path_idx\` ON \`_pages_v_blocks_payment_methods\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payment_methods_locale_idx\` ON \`_pages_v_blocks_payment_methods\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_items_order_idx\` ON \`_pages_v_blocks_feature_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_items_parent_id_idx\` ON \`_pages_v_blocks_feature_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_items_locale_idx\` ON \`_pages_v_blocks_feature_grid_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_order_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_parent_id_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_path_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_locale_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'right',
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_order_idx\` ON \`_pages_v_blocks_media_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_parent_id_idx\` ON \`_pages_v_blocks_media_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_path_idx\` ON \`_pages_v_blocks_media_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_locale_idx\` ON \`_pages_v_blocks_media_text\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_text_image_idx\` ON \`_pages_v_blocks_media_text\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tv_guide\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tv_guide_order_idx\` ON \`_pages_v_blocks_tv_guide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tv_guide_parent_id_idx\` ON \`_pages_v_blocks_tv_guide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tv_guide_path_idx\` ON \`_pages_v_blocks_tv_guide\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tv_guide_locale_idx\` ON \`_pages_v_blocks_tv_guide\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_channel_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`own_only\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_channel_list_order_idx\` ON \`_pages_v_blocks_channel_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_channel_list_parent_id_idx\` ON \`_pages_v_blocks_channel_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_channel_list_path_idx\` ON \`_pages_v_blocks_channel_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_channel_list_locale_idx\` ON \`_pages_v_blocks_channel_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_movie_programme\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`view\` text DEFAULT 'cards',
  	\`channel_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_movie_programme_order_idx\` ON \`_pages_v_blocks_movie_programme\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_movie_programme_parent_id_idx\` ON \`_pages_v_blocks_movie_programme\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_movie_programme_path_idx\` ON \`_pages_v_blocks_movie_programme\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_movie_programme_locale_idx\` ON \`_pages_v_blocks_movie_programme\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_movie_programme_channel_idx\` ON \`_pages_v_blocks_movie_programme\` (\`channel_id\`);`)
  await db.run(sql`CREATE TABLE \`channels\` (
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
  await db.run(sql`CREATE INDEX \`channels_genre_idx\` ON \`channels\` (\`genre\`);`)
  await db.run(sql`CREATE INDEX \`channels_logo_idx\` ON \`channels\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_country_idx\` ON \`channels\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_updated_at_idx\` ON \`channels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channels_created_at_idx\` ON \`channels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`channels_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`channels_locales_locale_parent_id_unique\` ON \`channels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`packages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_rels_order_idx\` ON \`channels_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`channels_rels_parent_idx\` ON \`channels_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_rels_path_idx\` ON \`channels_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`channels_rels_packages_id_idx\` ON \`channels_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes\` (
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
  await db.run(sql`CREATE INDEX \`programmes_channel_idx\` ON \`programmes\` (\`channel_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_starts_at_idx\` ON \`programmes\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_country_idx\` ON \`programmes\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`channel_startsAt_idx\` ON \`programmes\` (\`channel_id\`,\`starts_at\`);`)
  await db.run(sql`CREATE TABLE \`programmes_locales\` (
  	\`synopsis\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_locales_locale_parent_id_unique\` ON \`programmes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`service\` text,
  	\`image_id\` integer,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_image_idx\` ON \`campaigns\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_country_idx\` ON \`campaigns\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_updated_at_idx\` ON \`campaigns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_created_at_idx\` ON \`campaigns\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`campaigns__status_idx\` ON \`campaigns\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`campaigns_locales_locale_parent_id_unique\` ON \`campaigns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_service\` text,
  	\`version_image_id\` integer,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_country_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_campaigns_v_parent_idx\` ON \`_campaigns_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version_image_idx\` ON \`_campaigns_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version_country_idx\` ON \`_campaigns_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version_updated_at_idx\` ON \`_campaigns_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version_created_at_idx\` ON \`_campaigns_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_version_version__status_idx\` ON \`_campaigns_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_created_at_idx\` ON \`_campaigns_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_updated_at_idx\` ON \`_campaigns_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_snapshot_idx\` ON \`_campaigns_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_published_locale_idx\` ON \`_campaigns_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_campaigns_v_latest_idx\` ON \`_campaigns_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_campaigns_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_cta_label\` text,
  	\`version_cta_href\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_campaigns_v_locales_locale_parent_id_unique\` ON \`_campaigns_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`movies\` (
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
  await db.run(sql`CREATE INDEX \`movies_month_idx\` ON \`movies\` (\`month\`);`)
  await db.run(sql`CREATE INDEX \`movies_channel_idx\` ON \`movies\` (\`channel_id\`);`)
  await db.run(sql`CREATE INDEX \`movies_poster_idx\` ON \`movies\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`movies_country_idx\` ON \`movies\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`movies_updated_at_idx\` ON \`movies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`movies_created_at_idx\` ON \`movies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`movies_locales\` (
  	\`synopsis\` text NOT NULL,
  	\`genre\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`movies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`movies_locales_locale_parent_id_unique\` ON \`movies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`channels_id\` integer REFERENCES channels(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_channels_id_idx\` ON \`pages_rels\` (\`channels_id\`,\`locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`channels_id\` integer REFERENCES channels(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_channels_id_idx\` ON \`_pages_v_rels\` (\`channels_id\`,\`locale\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`channels_id\` integer REFERENCES channels(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`programmes_id\` integer REFERENCES programmes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`campaigns_id\` integer REFERENCES campaigns(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`movies_id\` integer REFERENCES movies(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_movies_id_idx\` ON \`payload_locked_documents_rels\` (\`movies_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_store_search_kinds\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_icons_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_icons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ads_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ads_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_spotlight_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_spotlight\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_sections_sections_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_sections_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_package_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_package_comparison\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_campaign_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_payment_methods_methods_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_payment_methods_methods\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_payment_methods\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tv_guide\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_channel_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_movie_programme\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_store_search_kinds\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_icons_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_icons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ads_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ads_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_spotlight_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_spotlight\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_link_sections_sections_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_link_sections_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_link_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_package_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_package_comparison\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_campaign_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_payment_methods_methods_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_payment_methods_methods\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_payment_methods\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tv_guide\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_channel_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_movie_programme\`;`)
  await db.run(sql`DROP TABLE \`channels\`;`)
  await db.run(sql`DROP TABLE \`channels_locales\`;`)
  await db.run(sql`DROP TABLE \`channels_rels\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`DROP TABLE \`programmes_locales\`;`)
  await db.run(sql`DROP TABLE \`campaigns\`;`)
  await db.run(sql`DROP TABLE \`campaigns_locales\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v\`;`)
  await db.run(sql`DROP TABLE \`_campaigns_v_locales\`;`)
  await db.run(sql`DROP TABLE \`movies\`;`)
  await db.run(sql`DROP TABLE \`movies_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`packages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "locale", "packages_id") SELECT "id", "order", "parent_id", "path", "locale", "packages_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_locale_idx\` ON \`pages_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_packages_id_idx\` ON \`pages_rels\` (\`packages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`packages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`packages_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "locale", "packages_id") SELECT "id", "order", "parent_id", "path", "locale", "packages_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_locale_idx\` ON \`_pages_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_packages_id_idx\` ON \`_pages_v_rels\` (\`packages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`packages_id\` integer,
  	\`jobs_id\` integer,
  	\`stores_id\` integer,
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
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stores_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "packages_id", "jobs_id", "stores_id", "settings_id", "media_id", "documents_id", "countries_id", "users_id", "newsletter_subscriptions_id", "callback_requests_id", "job_applications_id", "casting_applications_id", "coverage_requests_id", "cv_files_id", "popup_analytics_id", "popup_analytics_days_id") SELECT "id", "order", "parent_id", "path", "pages_id", "packages_id", "jobs_id", "stores_id", "settings_id", "media_id", "documents_id", "countries_id", "users_id", "newsletter_subscriptions_id", "callback_requests_id", "job_applications_id", "casting_applications_id", "coverage_requests_id", "cv_files_id", "popup_analytics_id", "popup_analytics_days_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stores_id_idx\` ON \`payload_locked_documents_rels\` (\`stores_id\`);`)
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
}
