import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`category\` text,
  	\`featured_only\` integer DEFAULT false,
  	\`page_size\` numeric DEFAULT 9,
  	\`paginate\` integer DEFAULT true,
  	\`more_label\` text,
  	\`more_href\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_order_idx\` ON \`pages_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_parent_id_idx\` ON \`pages_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_path_idx\` ON \`pages_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_locale_idx\` ON \`pages_blocks_news_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_order_idx\` ON \`pages_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_parent_id_idx\` ON \`pages_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_locale_idx\` ON \`pages_blocks_timeline_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_image_idx\` ON \`pages_blocks_timeline_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_order_idx\` ON \`pages_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_parent_id_idx\` ON \`pages_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_path_idx\` ON \`pages_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_locale_idx\` ON \`pages_blocks_timeline\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_people_list_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`bio\` text,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_people_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_list_people_order_idx\` ON \`pages_blocks_people_list_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_list_people_parent_id_idx\` ON \`pages_blocks_people_list_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_list_people_locale_idx\` ON \`pages_blocks_people_list_people\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_list_people_photo_idx\` ON \`pages_blocks_people_list_people\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_people_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_list_order_idx\` ON \`pages_blocks_people_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_list_parent_id_idx\` ON \`pages_blocks_people_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_list_path_idx\` ON \`pages_blocks_people_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_people_list_locale_idx\` ON \`pages_blocks_people_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_job_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_list_order_idx\` ON \`pages_blocks_job_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_list_parent_id_idx\` ON \`pages_blocks_job_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_list_path_idx\` ON \`pages_blocks_job_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_job_list_locale_idx\` ON \`pages_blocks_job_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cinema_showtimes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`format\` text,
  	\`days\` numeric DEFAULT 7,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cinema_showtimes_order_idx\` ON \`pages_blocks_cinema_showtimes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cinema_showtimes_parent_id_idx\` ON \`pages_blocks_cinema_showtimes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cinema_showtimes_path_idx\` ON \`pages_blocks_cinema_showtimes\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cinema_showtimes_locale_idx\` ON \`pages_blocks_cinema_showtimes\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_price_list_groups_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`price\` numeric,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_price_list_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_price_list_groups_rows_order_idx\` ON \`pages_blocks_price_list_groups_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_price_list_groups_rows_parent_id_idx\` ON \`pages_blocks_price_list_groups_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_price_list_groups_rows_locale_idx\` ON \`pages_blocks_price_list_groups_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_price_list_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_price_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_price_list_groups_order_idx\` ON \`pages_blocks_price_list_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_price_list_groups_parent_id_idx\` ON \`pages_blocks_price_list_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_price_list_groups_locale_idx\` ON \`pages_blocks_price_list_groups\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_price_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`footnote\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_price_list_order_idx\` ON \`pages_blocks_price_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_price_list_parent_id_idx\` ON \`pages_blocks_price_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_price_list_path_idx\` ON \`pages_blocks_price_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_price_list_locale_idx\` ON \`pages_blocks_price_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_subpage_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_subpage_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_subpage_nav_items_order_idx\` ON \`pages_blocks_subpage_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_subpage_nav_items_parent_id_idx\` ON \`pages_blocks_subpage_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_subpage_nav_items_locale_idx\` ON \`pages_blocks_subpage_nav_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_subpage_nav\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`back_label\` text,
  	\`back_href\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_subpage_nav_order_idx\` ON \`pages_blocks_subpage_nav\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_subpage_nav_parent_id_idx\` ON \`pages_blocks_subpage_nav\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_subpage_nav_path_idx\` ON \`pages_blocks_subpage_nav\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_subpage_nav_locale_idx\` ON \`pages_blocks_subpage_nav\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_novel_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_novel_list_order_idx\` ON \`pages_blocks_novel_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_novel_list_parent_id_idx\` ON \`pages_blocks_novel_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_novel_list_path_idx\` ON \`pages_blocks_novel_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_novel_list_locale_idx\` ON \`pages_blocks_novel_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_novela_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_novela_schedule_order_idx\` ON \`pages_blocks_novela_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_novela_schedule_parent_id_idx\` ON \`pages_blocks_novela_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_novela_schedule_path_idx\` ON \`pages_blocks_novela_schedule\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_novela_schedule_locale_idx\` ON \`pages_blocks_novela_schedule\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`category\` text,
  	\`featured_only\` integer DEFAULT false,
  	\`page_size\` numeric DEFAULT 9,
  	\`paginate\` integer DEFAULT true,
  	\`more_label\` text,
  	\`more_href\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_order_idx\` ON \`_pages_v_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_parent_id_idx\` ON \`_pages_v_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_path_idx\` ON \`_pages_v_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_locale_idx\` ON \`_pages_v_blocks_news_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_items_order_idx\` ON \`_pages_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_items_parent_id_idx\` ON \`_pages_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_items_locale_idx\` ON \`_pages_v_blocks_timeline_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_items_image_idx\` ON \`_pages_v_blocks_timeline_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_order_idx\` ON \`_pages_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_parent_id_idx\` ON \`_pages_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_path_idx\` ON \`_pages_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_locale_idx\` ON \`_pages_v_blocks_timeline\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_people_list_people\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`bio\` text,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_people_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_list_people_order_idx\` ON \`_pages_v_blocks_people_list_people\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_list_people_parent_id_idx\` ON \`_pages_v_blocks_people_list_people\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_list_people_locale_idx\` ON \`_pages_v_blocks_people_list_people\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_list_people_photo_idx\` ON \`_pages_v_blocks_people_list_people\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_people_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_list_order_idx\` ON \`_pages_v_blocks_people_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_list_parent_id_idx\` ON \`_pages_v_blocks_people_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_list_path_idx\` ON \`_pages_v_blocks_people_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_people_list_locale_idx\` ON \`_pages_v_blocks_people_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_job_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_list_order_idx\` ON \`_pages_v_blocks_job_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_list_parent_id_idx\` ON \`_pages_v_blocks_job_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_list_path_idx\` ON \`_pages_v_blocks_job_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_job_list_locale_idx\` ON \`_pages_v_blocks_job_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cinema_showtimes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`format\` text,
  	\`days\` numeric DEFAULT 7,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cinema_showtimes_order_idx\` ON \`_pages_v_blocks_cinema_showtimes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cinema_showtimes_parent_id_idx\` ON \`_pages_v_blocks_cinema_showtimes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cinema_showtimes_path_idx\` ON \`_pages_v_blocks_cinema_showtimes\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cinema_showtimes_locale_idx\` ON \`_pages_v_blocks_cinema_showtimes\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_price_list_groups_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`price\` numeric,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_price_list_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_price_list_groups_rows_order_idx\` ON \`_pages_v_blocks_price_list_groups_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_price_list_groups_rows_parent_id_idx\` ON \`_pages_v_blocks_price_list_groups_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_price_list_groups_rows_locale_idx\` ON \`_pages_v_blocks_price_list_groups_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_price_list_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_price_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_price_list_groups_order_idx\` ON \`_pages_v_blocks_price_list_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_price_list_groups_parent_id_idx\` ON \`_pages_v_blocks_price_list_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_price_list_groups_locale_idx\` ON \`_pages_v_blocks_price_list_groups\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_price_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`footnote\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_price_list_order_idx\` ON \`_pages_v_blocks_price_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_price_list_parent_id_idx\` ON \`_pages_v_blocks_price_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_price_list_path_idx\` ON \`_pages_v_blocks_price_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_price_list_locale_idx\` ON \`_pages_v_blocks_price_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_subpage_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_subpage_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_subpage_nav_items_order_idx\` ON \`_pages_v_blocks_subpage_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_subpage_nav_items_parent_id_idx\` ON \`_pages_v_blocks_subpage_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_subpage_nav_items_locale_idx\` ON \`_pages_v_blocks_subpage_nav_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_subpage_nav\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`back_label\` text,
  	\`back_href\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_subpage_nav_order_idx\` ON \`_pages_v_blocks_subpage_nav\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_subpage_nav_parent_id_idx\` ON \`_pages_v_blocks_subpage_nav\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_subpage_nav_path_idx\` ON \`_pages_v_blocks_subpage_nav\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_subpage_nav_locale_idx\` ON \`_pages_v_blocks_subpage_nav\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_novel_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_novel_list_order_idx\` ON \`_pages_v_blocks_novel_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_novel_list_parent_id_idx\` ON \`_pages_v_blocks_novel_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_novel_list_path_idx\` ON \`_pages_v_blocks_novel_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_novel_list_locale_idx\` ON \`_pages_v_blocks_novel_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_novela_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_novela_schedule_order_idx\` ON \`_pages_v_blocks_novela_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_novela_schedule_parent_id_idx\` ON \`_pages_v_blocks_novela_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_novela_schedule_path_idx\` ON \`_pages_v_blocks_novela_schedule\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_novela_schedule_locale_idx\` ON \`_pages_v_blocks_novela_schedule\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`cinema_films_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`starts_at\` text,
  	\`room\` text,
  	\`format\` text DEFAULT '2D',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cinema_films\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cinema_films_sessions_order_idx\` ON \`cinema_films_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cinema_films_sessions_parent_id_idx\` ON \`cinema_films_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cinema_films\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`duration_minutes\` numeric,
  	\`rating\` text,
  	\`poster_id\` integer,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cinema_films_poster_idx\` ON \`cinema_films\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`cinema_films_country_idx\` ON \`cinema_films\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`cinema_films_updated_at_idx\` ON \`cinema_films\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cinema_films_created_at_idx\` ON \`cinema_films\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`cinema_films__status_idx\` ON \`cinema_films\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cinema_films_locales\` (
  	\`synopsis\` text,
  	\`genre\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cinema_films\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cinema_films_locales_locale_parent_id_unique\` ON \`cinema_films_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cinema_films_v_version_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`starts_at\` text,
  	\`room\` text,
  	\`format\` text DEFAULT '2D',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cinema_films_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_version_sessions_order_idx\` ON \`_cinema_films_v_version_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_version_sessions_parent_id_idx\` ON \`_cinema_films_v_version_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cinema_films_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_duration_minutes\` numeric,
  	\`version_rating\` text,
  	\`version_poster_id\` integer,
  	\`version_country_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cinema_films\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_parent_idx\` ON \`_cinema_films_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_version_version_poster_idx\` ON \`_cinema_films_v\` (\`version_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_version_version_country_idx\` ON \`_cinema_films_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_version_version_updated_at_idx\` ON \`_cinema_films_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_version_version_created_at_idx\` ON \`_cinema_films_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_version_version__status_idx\` ON \`_cinema_films_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_created_at_idx\` ON \`_cinema_films_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_updated_at_idx\` ON \`_cinema_films_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_snapshot_idx\` ON \`_cinema_films_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_published_locale_idx\` ON \`_cinema_films_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cinema_films_v_latest_idx\` ON \`_cinema_films_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cinema_films_v_locales\` (
  	\`version_synopsis\` text,
  	\`version_genre\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cinema_films_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cinema_films_v_locales_locale_parent_id_unique\` ON \`_cinema_films_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`published_at\` text,
  	\`category\` text DEFAULT 'empresa',
  	\`featured\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_country_idx\` ON \`news\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`slug_country_idx\` ON \`news\` (\`slug\`,\`country_id\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_category\` text DEFAULT 'empresa',
  	\`version_featured\` integer DEFAULT false,
  	\`version_image_id\` integer,
  	\`version_country_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_country_idx\` ON \`_news_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_slug_version_country_idx\` ON \`_news_v\` (\`version_slug\`,\`version_country_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`novels_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`time\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`novels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`novels_schedule_order_idx\` ON \`novels_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`novels_schedule_parent_id_idx\` ON \`novels_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`novels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`origin\` text,
  	\`image_id\` integer,
  	\`episodes\` numeric,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`novels_image_idx\` ON \`novels\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`novels_country_idx\` ON \`novels\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`novels_updated_at_idx\` ON \`novels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`novels_created_at_idx\` ON \`novels\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`novels__status_idx\` ON \`novels\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`novels_locales\` (
  	\`synopsis\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`novels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`novels_locales_locale_parent_id_unique\` ON \`novels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_novels_v_version_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`time\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_novels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_novels_v_version_schedule_order_idx\` ON \`_novels_v_version_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_version_schedule_parent_id_idx\` ON \`_novels_v_version_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_novels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_origin\` text,
  	\`version_image_id\` integer,
  	\`version_episodes\` numeric,
  	\`version_country_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`novels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_novels_v_parent_idx\` ON \`_novels_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_version_version_image_idx\` ON \`_novels_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_version_version_country_idx\` ON \`_novels_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_version_version_updated_at_idx\` ON \`_novels_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_version_version_created_at_idx\` ON \`_novels_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_version_version__status_idx\` ON \`_novels_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_created_at_idx\` ON \`_novels_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_updated_at_idx\` ON \`_novels_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_snapshot_idx\` ON \`_novels_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_published_locale_idx\` ON \`_novels_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_novels_v_latest_idx\` ON \`_novels_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_novels_v_locales\` (
  	\`version_synopsis\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_novels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_novels_v_locales_locale_parent_id_unique\` ON \`_novels_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_package_carousel\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_newsletter_form\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_job_application\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_casting_form\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_coverage_form\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_store_search\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_terms\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_service_icons\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_ads_carousel\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_spotlight\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_link_sections\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_package_grid\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_package_comparison\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_campaign_list\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_payment_methods\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_media_text\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tv_guide\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_channel_list\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_movie_programme\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_list\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_manual_list\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_package_carousel\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_newsletter_form\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_job_application\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_casting_form\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_coverage_form\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_store_search\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_terms\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_icons\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_ads_carousel\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_spotlight\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_link_sections\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_package_grid\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_package_comparison\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_campaign_list\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_payment_methods\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_media_text\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tv_guide\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_channel_list\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_movie_programme\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_list\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_manual_list\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cinema_films_id\` integer REFERENCES cinema_films(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`news_id\` integer REFERENCES news(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`novels_id\` integer REFERENCES novels(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cinema_films_id_idx\` ON \`payload_locked_documents_rels\` (\`cinema_films_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_novels_id_idx\` ON \`payload_locked_documents_rels\` (\`novels_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_people_list_people\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_people_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_job_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cinema_showtimes\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_price_list_groups_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_price_list_groups\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_price_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_subpage_nav_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_subpage_nav\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_novel_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_novela_schedule\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_people_list_people\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_people_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_job_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cinema_showtimes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_price_list_groups_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_price_list_groups\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_price_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_subpage_nav_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_subpage_nav\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_novel_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_novela_schedule\`;`)
  await db.run(sql`DROP TABLE \`cinema_films_sessions\`;`)
  await db.run(sql`DROP TABLE \`cinema_films\`;`)
  await db.run(sql`DROP TABLE \`cinema_films_locales\`;`)
  await db.run(sql`DROP TABLE \`_cinema_films_v_version_sessions\`;`)
  await db.run(sql`DROP TABLE \`_cinema_films_v\`;`)
  await db.run(sql`DROP TABLE \`_cinema_films_v_locales\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`novels_schedule\`;`)
  await db.run(sql`DROP TABLE \`novels\`;`)
  await db.run(sql`DROP TABLE \`novels_locales\`;`)
  await db.run(sql`DROP TABLE \`_novels_v_version_schedule\`;`)
  await db.run(sql`DROP TABLE \`_novels_v\`;`)
  await db.run(sql`DROP TABLE \`_novels_v_locales\`;`)
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
  	\`faqs_id\` integer,
  	\`manuals_id\` integer,
  	\`jobs_id\` integer,
  	\`stores_id\` integer,
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
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`manuals_id\`) REFERENCES \`manuals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stores_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "packages_id", "channels_id", "programmes_id", "campaigns_id", "movies_id", "faqs_id", "manuals_id", "jobs_id", "stores_id", "redirects_id", "settings_id", "media_id", "documents_id", "countries_id", "users_id", "newsletter_subscriptions_id", "callback_requests_id", "job_applications_id", "casting_applications_id", "coverage_requests_id", "cv_files_id", "popup_analytics_id", "popup_analytics_days_id") SELECT "id", "order", "parent_id", "path", "pages_id", "packages_id", "channels_id", "programmes_id", "campaigns_id", "movies_id", "faqs_id", "manuals_id", "jobs_id", "stores_id", "redirects_id", "settings_id", "media_id", "documents_id", "countries_id", "users_id", "newsletter_subscriptions_id", "callback_requests_id", "job_applications_id", "casting_applications_id", "coverage_requests_id", "cv_files_id", "popup_analytics_id", "popup_analytics_days_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_manuals_id_idx\` ON \`payload_locked_documents_rels\` (\`manuals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stores_id_idx\` ON \`payload_locked_documents_rels\` (\`stores_id\`);`)
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
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_package_carousel\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_newsletter_form\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_job_application\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_casting_form\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_coverage_form\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_store_search\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_terms\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_service_icons\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_ads_carousel\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_spotlight\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_link_sections\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_package_grid\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_package_comparison\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_campaign_list\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_payment_methods\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_media_text\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tv_guide\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_channel_list\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_movie_programme\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq_list\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_manual_list\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_details\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_package_carousel\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_newsletter_form\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_job_application\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_casting_form\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_coverage_form\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_store_search\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_terms\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_icons\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_ads_carousel\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_spotlight\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_link_sections\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_package_grid\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_package_comparison\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_campaign_list\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_payment_methods\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_media_text\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tv_guide\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_channel_list\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_movie_programme\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq_list\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_manual_list\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_details\` DROP COLUMN \`anchor\`;`)
}
