import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_news_list_category" AS ENUM('empresa', 'vida-zap', 'cinema');
  CREATE TYPE "public"."enum_pages_blocks_cinema_showtimes_format" AS ENUM('2D', '3D', 'IMAX');
  CREATE TYPE "public"."enum__pages_v_blocks_news_list_category" AS ENUM('empresa', 'vida-zap', 'cinema');
  CREATE TYPE "public"."enum__pages_v_blocks_cinema_showtimes_format" AS ENUM('2D', '3D', 'IMAX');
  CREATE TYPE "public"."enum_cinema_films_sessions_format" AS ENUM('2D', '3D', 'IMAX');
  CREATE TYPE "public"."enum_cinema_films_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cinema_films_v_version_sessions_format" AS ENUM('2D', '3D', 'IMAX');
  CREATE TYPE "public"."enum__cinema_films_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cinema_films_v_published_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_news_category" AS ENUM('empresa', 'vida-zap', 'cinema');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_category" AS ENUM('empresa', 'vida-zap', 'cinema');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_novels_schedule_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_novels_origin" AS ENUM('brasil', 'turquia', 'mexico', 'portugal', 'outro');
  CREATE TYPE "public"."enum_novels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__novels_v_version_schedule_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__novels_v_version_origin" AS ENUM('brasil', 'turquia', 'mexico', 'portugal', 'outro');
  CREATE TYPE "public"."enum__novels_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__novels_v_published_locale" AS ENUM('pt', 'en');
  CREATE TABLE "pages_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"category" "enum_pages_blocks_news_list_category",
  	"featured_only" boolean DEFAULT false,
  	"page_size" numeric DEFAULT 9,
  	"paginate" boolean DEFAULT true,
  	"more_label" varchar,
  	"more_href" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_people_list_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"bio" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "pages_blocks_people_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_job_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cinema_showtimes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"format" "enum_pages_blocks_cinema_showtimes_format",
  	"days" numeric DEFAULT 7,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_price_list_groups_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"price" numeric,
  	"note" varchar
  );
  
  CREATE TABLE "pages_blocks_price_list_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar
  );
  
  CREATE TABLE "pages_blocks_price_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"footnote" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_subpage_nav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_subpage_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"back_label" varchar,
  	"back_href" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_novel_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_novela_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"category" "enum__pages_v_blocks_news_list_category",
  	"featured_only" boolean DEFAULT false,
  	"page_size" numeric DEFAULT 9,
  	"paginate" boolean DEFAULT true,
  	"more_label" varchar,
  	"more_href" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_people_list_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"bio" varchar,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_people_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_job_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cinema_showtimes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"format" "enum__pages_v_blocks_cinema_showtimes_format",
  	"days" numeric DEFAULT 7,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_price_list_groups_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"price" numeric,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_price_list_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_price_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"footnote" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_subpage_nav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_subpage_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"back_label" varchar,
  	"back_href" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_novel_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_novela_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cinema_films_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"room" varchar,
  	"format" "enum_cinema_films_sessions_format" DEFAULT '2D'
  );
  
  CREATE TABLE "cinema_films" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"duration_minutes" numeric,
  	"rating" varchar,
  	"poster_id" integer,
  	"country_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_cinema_films_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cinema_films_locales" (
  	"synopsis" varchar,
  	"genre" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_cinema_films_v_version_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"room" varchar,
  	"format" "enum__cinema_films_v_version_sessions_format" DEFAULT '2D',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cinema_films_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_duration_minutes" numeric,
  	"version_rating" varchar,
  	"version_poster_id" integer,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__cinema_films_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__cinema_films_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_cinema_films_v_locales" (
  	"version_synopsis" varchar,
  	"version_genre" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"category" "enum_news_category" DEFAULT 'empresa',
  	"featured" boolean DEFAULT false,
  	"image_id" integer,
  	"country_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_category" "enum__news_v_version_category" DEFAULT 'empresa',
  	"version_featured" boolean DEFAULT false,
  	"version_image_id" integer,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "novels_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_novels_schedule_day",
  	"time" varchar
  );
  
  CREATE TABLE "novels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"origin" "enum_novels_origin",
  	"image_id" integer,
  	"episodes" numeric,
  	"country_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_novels_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "novels_locales" (
  	"synopsis" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_novels_v_version_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" "enum__novels_v_version_schedule_day",
  	"time" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_novels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_origin" "enum__novels_v_version_origin",
  	"version_image_id" integer,
  	"version_episodes" numeric,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__novels_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__novels_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_novels_v_locales" (
  	"version_synopsis" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_accordion" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_package_carousel" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_newsletter_form" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_job_application" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_casting_form" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_coverage_form" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_store_search" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_terms" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_service_icons" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_ads_carousel" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_spotlight" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_link_sections" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_package_grid" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_package_comparison" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_campaign_list" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_payment_methods" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_feature_grid" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_media_text" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_tv_guide" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_channel_list" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_movie_programme" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_faq_list" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_manual_list" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_contact_details" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_accordion" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_package_carousel" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_newsletter_form" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_job_application" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_casting_form" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_coverage_form" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_store_search" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_terms" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_service_icons" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_ads_carousel" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_spotlight" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_link_sections" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_package_grid" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_package_comparison" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_campaign_list" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_payment_methods" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_feature_grid" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_media_text" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_tv_guide" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_channel_list" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_movie_programme" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_manual_list" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_contact_details" ADD COLUMN "anchor" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cinema_films_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "novels_id" integer;
  ALTER TABLE "pages_blocks_news_list" ADD CONSTRAINT "pages_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline_items" ADD CONSTRAINT "pages_blocks_timeline_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline_items" ADD CONSTRAINT "pages_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline" ADD CONSTRAINT "pages_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_people_list_people" ADD CONSTRAINT "pages_blocks_people_list_people_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_people_list_people" ADD CONSTRAINT "pages_blocks_people_list_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_people_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_people_list" ADD CONSTRAINT "pages_blocks_people_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_job_list" ADD CONSTRAINT "pages_blocks_job_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cinema_showtimes" ADD CONSTRAINT "pages_blocks_cinema_showtimes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_price_list_groups_rows" ADD CONSTRAINT "pages_blocks_price_list_groups_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_price_list_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_price_list_groups" ADD CONSTRAINT "pages_blocks_price_list_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_price_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_price_list" ADD CONSTRAINT "pages_blocks_price_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_subpage_nav_items" ADD CONSTRAINT "pages_blocks_subpage_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_subpage_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_subpage_nav" ADD CONSTRAINT "pages_blocks_subpage_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_novel_list" ADD CONSTRAINT "pages_blocks_novel_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_novela_schedule" ADD CONSTRAINT "pages_blocks_novela_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_list" ADD CONSTRAINT "_pages_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline_items" ADD CONSTRAINT "_pages_v_blocks_timeline_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline_items" ADD CONSTRAINT "_pages_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline" ADD CONSTRAINT "_pages_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_people_list_people" ADD CONSTRAINT "_pages_v_blocks_people_list_people_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_people_list_people" ADD CONSTRAINT "_pages_v_blocks_people_list_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_people_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_people_list" ADD CONSTRAINT "_pages_v_blocks_people_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_job_list" ADD CONSTRAINT "_pages_v_blocks_job_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cinema_showtimes" ADD CONSTRAINT "_pages_v_blocks_cinema_showtimes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_price_list_groups_rows" ADD CONSTRAINT "_pages_v_blocks_price_list_groups_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_price_list_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_price_list_groups" ADD CONSTRAINT "_pages_v_blocks_price_list_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_price_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_price_list" ADD CONSTRAINT "_pages_v_blocks_price_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_subpage_nav_items" ADD CONSTRAINT "_pages_v_blocks_subpage_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_subpage_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_subpage_nav" ADD CONSTRAINT "_pages_v_blocks_subpage_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_novel_list" ADD CONSTRAINT "_pages_v_blocks_novel_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_novela_schedule" ADD CONSTRAINT "_pages_v_blocks_novela_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cinema_films_sessions" ADD CONSTRAINT "cinema_films_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cinema_films"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cinema_films" ADD CONSTRAINT "cinema_films_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cinema_films" ADD CONSTRAINT "cinema_films_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cinema_films_locales" ADD CONSTRAINT "cinema_films_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cinema_films"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cinema_films_v_version_sessions" ADD CONSTRAINT "_cinema_films_v_version_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cinema_films_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cinema_films_v" ADD CONSTRAINT "_cinema_films_v_parent_id_cinema_films_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cinema_films"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cinema_films_v" ADD CONSTRAINT "_cinema_films_v_version_poster_id_media_id_fk" FOREIGN KEY ("version_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cinema_films_v" ADD CONSTRAINT "_cinema_films_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cinema_films_v_locales" ADD CONSTRAINT "_cinema_films_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cinema_films_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "novels_schedule" ADD CONSTRAINT "novels_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "novels" ADD CONSTRAINT "novels_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "novels" ADD CONSTRAINT "novels_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "novels_locales" ADD CONSTRAINT "novels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_novels_v_version_schedule" ADD CONSTRAINT "_novels_v_version_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_novels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_novels_v" ADD CONSTRAINT "_novels_v_parent_id_novels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."novels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_novels_v" ADD CONSTRAINT "_novels_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_novels_v" ADD CONSTRAINT "_novels_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_novels_v_locales" ADD CONSTRAINT "_novels_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_novels_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_news_list_order_idx" ON "pages_blocks_news_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_list_parent_id_idx" ON "pages_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_list_path_idx" ON "pages_blocks_news_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_news_list_locale_idx" ON "pages_blocks_news_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_timeline_items_order_idx" ON "pages_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_items_parent_id_idx" ON "pages_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_items_locale_idx" ON "pages_blocks_timeline_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_timeline_items_image_idx" ON "pages_blocks_timeline_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_timeline_order_idx" ON "pages_blocks_timeline" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_parent_id_idx" ON "pages_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_path_idx" ON "pages_blocks_timeline" USING btree ("_path");
  CREATE INDEX "pages_blocks_timeline_locale_idx" ON "pages_blocks_timeline" USING btree ("_locale");
  CREATE INDEX "pages_blocks_people_list_people_order_idx" ON "pages_blocks_people_list_people" USING btree ("_order");
  CREATE INDEX "pages_blocks_people_list_people_parent_id_idx" ON "pages_blocks_people_list_people" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_people_list_people_locale_idx" ON "pages_blocks_people_list_people" USING btree ("_locale");
  CREATE INDEX "pages_blocks_people_list_people_photo_idx" ON "pages_blocks_people_list_people" USING btree ("photo_id");
  CREATE INDEX "pages_blocks_people_list_order_idx" ON "pages_blocks_people_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_people_list_parent_id_idx" ON "pages_blocks_people_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_people_list_path_idx" ON "pages_blocks_people_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_people_list_locale_idx" ON "pages_blocks_people_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_job_list_order_idx" ON "pages_blocks_job_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_job_list_parent_id_idx" ON "pages_blocks_job_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_job_list_path_idx" ON "pages_blocks_job_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_job_list_locale_idx" ON "pages_blocks_job_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cinema_showtimes_order_idx" ON "pages_blocks_cinema_showtimes" USING btree ("_order");
  CREATE INDEX "pages_blocks_cinema_showtimes_parent_id_idx" ON "pages_blocks_cinema_showtimes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cinema_showtimes_path_idx" ON "pages_blocks_cinema_showtimes" USING btree ("_path");
  CREATE INDEX "pages_blocks_cinema_showtimes_locale_idx" ON "pages_blocks_cinema_showtimes" USING btree ("_locale");
  CREATE INDEX "pages_blocks_price_list_groups_rows_order_idx" ON "pages_blocks_price_list_groups_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_price_list_groups_rows_parent_id_idx" ON "pages_blocks_price_list_groups_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_price_list_groups_rows_locale_idx" ON "pages_blocks_price_list_groups_rows" USING btree ("_locale");
  CREATE INDEX "pages_blocks_price_list_groups_order_idx" ON "pages_blocks_price_list_groups" USING btree ("_order");
  CREATE INDEX "pages_blocks_price_list_groups_parent_id_idx" ON "pages_blocks_price_list_groups" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_price_list_groups_locale_idx" ON "pages_blocks_price_list_groups" USING btree ("_locale");
  CREATE INDEX "pages_blocks_price_list_order_idx" ON "pages_blocks_price_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_price_list_parent_id_idx" ON "pages_blocks_price_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_price_list_path_idx" ON "pages_blocks_price_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_price_list_locale_idx" ON "pages_blocks_price_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_subpage_nav_items_order_idx" ON "pages_blocks_subpage_nav_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_subpage_nav_items_parent_id_idx" ON "pages_blocks_subpage_nav_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_subpage_nav_items_locale_idx" ON "pages_blocks_subpage_nav_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_subpage_nav_order_idx" ON "pages_blocks_subpage_nav" USING btree ("_order");
  CREATE INDEX "pages_blocks_subpage_nav_parent_id_idx" ON "pages_blocks_subpage_nav" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_subpage_nav_path_idx" ON "pages_blocks_subpage_nav" USING btree ("_path");
  CREATE INDEX "pages_blocks_subpage_nav_locale_idx" ON "pages_blocks_subpage_nav" USING btree ("_locale");
  CREATE INDEX "pages_blocks_novel_list_order_idx" ON "pages_blocks_novel_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_novel_list_parent_id_idx" ON "pages_blocks_novel_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_novel_list_path_idx" ON "pages_blocks_novel_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_novel_list_locale_idx" ON "pages_blocks_novel_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_novela_schedule_order_idx" ON "pages_blocks_novela_schedule" USING btree ("_order");
  CREATE INDEX "pages_blocks_novela_schedule_parent_id_idx" ON "pages_blocks_novela_schedule" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_novela_schedule_path_idx" ON "pages_blocks_novela_schedule" USING btree ("_path");
  CREATE INDEX "pages_blocks_novela_schedule_locale_idx" ON "pages_blocks_novela_schedule" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_news_list_order_idx" ON "_pages_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_list_parent_id_idx" ON "_pages_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_list_path_idx" ON "_pages_v_blocks_news_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_news_list_locale_idx" ON "_pages_v_blocks_news_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_timeline_items_order_idx" ON "_pages_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_items_parent_id_idx" ON "_pages_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_items_locale_idx" ON "_pages_v_blocks_timeline_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_timeline_items_image_idx" ON "_pages_v_blocks_timeline_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_timeline_order_idx" ON "_pages_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_parent_id_idx" ON "_pages_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_path_idx" ON "_pages_v_blocks_timeline" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_timeline_locale_idx" ON "_pages_v_blocks_timeline" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_people_list_people_order_idx" ON "_pages_v_blocks_people_list_people" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_people_list_people_parent_id_idx" ON "_pages_v_blocks_people_list_people" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_people_list_people_locale_idx" ON "_pages_v_blocks_people_list_people" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_people_list_people_photo_idx" ON "_pages_v_blocks_people_list_people" USING btree ("photo_id");
  CREATE INDEX "_pages_v_blocks_people_list_order_idx" ON "_pages_v_blocks_people_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_people_list_parent_id_idx" ON "_pages_v_blocks_people_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_people_list_path_idx" ON "_pages_v_blocks_people_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_people_list_locale_idx" ON "_pages_v_blocks_people_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_job_list_order_idx" ON "_pages_v_blocks_job_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_job_list_parent_id_idx" ON "_pages_v_blocks_job_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_job_list_path_idx" ON "_pages_v_blocks_job_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_job_list_locale_idx" ON "_pages_v_blocks_job_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cinema_showtimes_order_idx" ON "_pages_v_blocks_cinema_showtimes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cinema_showtimes_parent_id_idx" ON "_pages_v_blocks_cinema_showtimes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cinema_showtimes_path_idx" ON "_pages_v_blocks_cinema_showtimes" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cinema_showtimes_locale_idx" ON "_pages_v_blocks_cinema_showtimes" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_price_list_groups_rows_order_idx" ON "_pages_v_blocks_price_list_groups_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_price_list_groups_rows_parent_id_idx" ON "_pages_v_blocks_price_list_groups_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_price_list_groups_rows_locale_idx" ON "_pages_v_blocks_price_list_groups_rows" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_price_list_groups_order_idx" ON "_pages_v_blocks_price_list_groups" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_price_list_groups_parent_id_idx" ON "_pages_v_blocks_price_list_groups" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_price_list_groups_locale_idx" ON "_pages_v_blocks_price_list_groups" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_price_list_order_idx" ON "_pages_v_blocks_price_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_price_list_parent_id_idx" ON "_pages_v_blocks_price_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_price_list_path_idx" ON "_pages_v_blocks_price_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_price_list_locale_idx" ON "_pages_v_blocks_price_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_subpage_nav_items_order_idx" ON "_pages_v_blocks_subpage_nav_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_subpage_nav_items_parent_id_idx" ON "_pages_v_blocks_subpage_nav_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_subpage_nav_items_locale_idx" ON "_pages_v_blocks_subpage_nav_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_subpage_nav_order_idx" ON "_pages_v_blocks_subpage_nav" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_subpage_nav_parent_id_idx" ON "_pages_v_blocks_subpage_nav" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_subpage_nav_path_idx" ON "_pages_v_blocks_subpage_nav" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_subpage_nav_locale_idx" ON "_pages_v_blocks_subpage_nav" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_novel_list_order_idx" ON "_pages_v_blocks_novel_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_novel_list_parent_id_idx" ON "_pages_v_blocks_novel_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_novel_list_path_idx" ON "_pages_v_blocks_novel_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_novel_list_locale_idx" ON "_pages_v_blocks_novel_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_novela_schedule_order_idx" ON "_pages_v_blocks_novela_schedule" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_novela_schedule_parent_id_idx" ON "_pages_v_blocks_novela_schedule" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_novela_schedule_path_idx" ON "_pages_v_blocks_novela_schedule" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_novela_schedule_locale_idx" ON "_pages_v_blocks_novela_schedule" USING btree ("_locale");
  CREATE INDEX "cinema_films_sessions_order_idx" ON "cinema_films_sessions" USING btree ("_order");
  CREATE INDEX "cinema_films_sessions_parent_id_idx" ON "cinema_films_sessions" USING btree ("_parent_id");
  CREATE INDEX "cinema_films_poster_idx" ON "cinema_films" USING btree ("poster_id");
  CREATE INDEX "cinema_films_country_idx" ON "cinema_films" USING btree ("country_id");
  CREATE INDEX "cinema_films_updated_at_idx" ON "cinema_films" USING btree ("updated_at");
  CREATE INDEX "cinema_films_created_at_idx" ON "cinema_films" USING btree ("created_at");
  CREATE INDEX "cinema_films__status_idx" ON "cinema_films" USING btree ("_status");
  CREATE UNIQUE INDEX "cinema_films_locales_locale_parent_id_unique" ON "cinema_films_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cinema_films_v_version_sessions_order_idx" ON "_cinema_films_v_version_sessions" USING btree ("_order");
  CREATE INDEX "_cinema_films_v_version_sessions_parent_id_idx" ON "_cinema_films_v_version_sessions" USING btree ("_parent_id");
  CREATE INDEX "_cinema_films_v_parent_idx" ON "_cinema_films_v" USING btree ("parent_id");
  CREATE INDEX "_cinema_films_v_version_version_poster_idx" ON "_cinema_films_v" USING btree ("version_poster_id");
  CREATE INDEX "_cinema_films_v_version_version_country_idx" ON "_cinema_films_v" USING btree ("version_country_id");
  CREATE INDEX "_cinema_films_v_version_version_updated_at_idx" ON "_cinema_films_v" USING btree ("version_updated_at");
  CREATE INDEX "_cinema_films_v_version_version_created_at_idx" ON "_cinema_films_v" USING btree ("version_created_at");
  CREATE INDEX "_cinema_films_v_version_version__status_idx" ON "_cinema_films_v" USING btree ("version__status");
  CREATE INDEX "_cinema_films_v_created_at_idx" ON "_cinema_films_v" USING btree ("created_at");
  CREATE INDEX "_cinema_films_v_updated_at_idx" ON "_cinema_films_v" USING btree ("updated_at");
  CREATE INDEX "_cinema_films_v_snapshot_idx" ON "_cinema_films_v" USING btree ("snapshot");
  CREATE INDEX "_cinema_films_v_published_locale_idx" ON "_cinema_films_v" USING btree ("published_locale");
  CREATE INDEX "_cinema_films_v_latest_idx" ON "_cinema_films_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cinema_films_v_locales_locale_parent_id_unique" ON "_cinema_films_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_image_idx" ON "news" USING btree ("image_id");
  CREATE INDEX "news_country_idx" ON "news" USING btree ("country_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE UNIQUE INDEX "slug_country_idx" ON "news" USING btree ("slug","country_id");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_image_idx" ON "_news_v" USING btree ("version_image_id");
  CREATE INDEX "_news_v_version_version_country_idx" ON "_news_v" USING btree ("version_country_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "version_slug_version_country_idx" ON "_news_v" USING btree ("version_slug","version_country_id");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "novels_schedule_order_idx" ON "novels_schedule" USING btree ("_order");
  CREATE INDEX "novels_schedule_parent_id_idx" ON "novels_schedule" USING btree ("_parent_id");
  CREATE INDEX "novels_image_idx" ON "novels" USING btree ("image_id");
  CREATE INDEX "novels_country_idx" ON "novels" USING btree ("country_id");
  CREATE INDEX "novels_updated_at_idx" ON "novels" USING btree ("updated_at");
  CREATE INDEX "novels_created_at_idx" ON "novels" USING btree ("created_at");
  CREATE INDEX "novels__status_idx" ON "novels" USING btree ("_status");
  CREATE UNIQUE INDEX "novels_locales_locale_parent_id_unique" ON "novels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_novels_v_version_schedule_order_idx" ON "_novels_v_version_schedule" USING btree ("_order");
  CREATE INDEX "_novels_v_version_schedule_parent_id_idx" ON "_novels_v_version_schedule" USING btree ("_parent_id");
  CREATE INDEX "_novels_v_parent_idx" ON "_novels_v" USING btree ("parent_id");
  CREATE INDEX "_novels_v_version_version_image_idx" ON "_novels_v" USING btree ("version_image_id");
  CREATE INDEX "_novels_v_version_version_country_idx" ON "_novels_v" USING btree ("version_country_id");
  CREATE INDEX "_novels_v_version_version_updated_at_idx" ON "_novels_v" USING btree ("version_updated_at");
  CREATE INDEX "_novels_v_version_version_created_at_idx" ON "_novels_v" USING btree ("version_created_at");
  CREATE INDEX "_novels_v_version_version__status_idx" ON "_novels_v" USING btree ("version__status");
  CREATE INDEX "_novels_v_created_at_idx" ON "_novels_v" USING btree ("created_at");
  CREATE INDEX "_novels_v_updated_at_idx" ON "_novels_v" USING btree ("updated_at");
  CREATE INDEX "_novels_v_snapshot_idx" ON "_novels_v" USING btree ("snapshot");
  CREATE INDEX "_novels_v_published_locale_idx" ON "_novels_v" USING btree ("published_locale");
  CREATE INDEX "_novels_v_latest_idx" ON "_novels_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_novels_v_locales_locale_parent_id_unique" ON "_novels_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cinema_films_fk" FOREIGN KEY ("cinema_films_id") REFERENCES "public"."cinema_films"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_novels_fk" FOREIGN KEY ("novels_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cinema_films_id_idx" ON "payload_locked_documents_rels" USING btree ("cinema_films_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_novels_id_idx" ON "payload_locked_documents_rels" USING btree ("novels_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_timeline_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_people_list_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_people_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_job_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cinema_showtimes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_price_list_groups_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_price_list_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_price_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_subpage_nav_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_subpage_nav" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_novel_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_novela_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_timeline_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_timeline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_people_list_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_people_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_job_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cinema_showtimes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_price_list_groups_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_price_list_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_price_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_subpage_nav_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_subpage_nav" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_novel_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_novela_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cinema_films_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cinema_films" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cinema_films_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cinema_films_v_version_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cinema_films_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cinema_films_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "novels_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "novels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "novels_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_novels_v_version_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_novels_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_novels_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_news_list" CASCADE;
  DROP TABLE "pages_blocks_timeline_items" CASCADE;
  DROP TABLE "pages_blocks_timeline" CASCADE;
  DROP TABLE "pages_blocks_people_list_people" CASCADE;
  DROP TABLE "pages_blocks_people_list" CASCADE;
  DROP TABLE "pages_blocks_job_list" CASCADE;
  DROP TABLE "pages_blocks_cinema_showtimes" CASCADE;
  DROP TABLE "pages_blocks_price_list_groups_rows" CASCADE;
  DROP TABLE "pages_blocks_price_list_groups" CASCADE;
  DROP TABLE "pages_blocks_price_list" CASCADE;
  DROP TABLE "pages_blocks_subpage_nav_items" CASCADE;
  DROP TABLE "pages_blocks_subpage_nav" CASCADE;
  DROP TABLE "pages_blocks_novel_list" CASCADE;
  DROP TABLE "pages_blocks_novela_schedule" CASCADE;
  DROP TABLE "_pages_v_blocks_news_list" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline" CASCADE;
  DROP TABLE "_pages_v_blocks_people_list_people" CASCADE;
  DROP TABLE "_pages_v_blocks_people_list" CASCADE;
  DROP TABLE "_pages_v_blocks_job_list" CASCADE;
  DROP TABLE "_pages_v_blocks_cinema_showtimes" CASCADE;
  DROP TABLE "_pages_v_blocks_price_list_groups_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_price_list_groups" CASCADE;
  DROP TABLE "_pages_v_blocks_price_list" CASCADE;
  DROP TABLE "_pages_v_blocks_subpage_nav_items" CASCADE;
  DROP TABLE "_pages_v_blocks_subpage_nav" CASCADE;
  DROP TABLE "_pages_v_blocks_novel_list" CASCADE;
  DROP TABLE "_pages_v_blocks_novela_schedule" CASCADE;
  DROP TABLE "cinema_films_sessions" CASCADE;
  DROP TABLE "cinema_films" CASCADE;
  DROP TABLE "cinema_films_locales" CASCADE;
  DROP TABLE "_cinema_films_v_version_sessions" CASCADE;
  DROP TABLE "_cinema_films_v" CASCADE;
  DROP TABLE "_cinema_films_v_locales" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "novels_schedule" CASCADE;
  DROP TABLE "novels" CASCADE;
  DROP TABLE "novels_locales" CASCADE;
  DROP TABLE "_novels_v_version_schedule" CASCADE;
  DROP TABLE "_novels_v" CASCADE;
  DROP TABLE "_novels_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cinema_films_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_novels_fk";
  
  DROP INDEX "payload_locked_documents_rels_cinema_films_id_idx";
  DROP INDEX "payload_locked_documents_rels_news_id_idx";
  DROP INDEX "payload_locked_documents_rels_novels_id_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_accordion" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_package_carousel" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_newsletter_form" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_job_application" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_casting_form" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_coverage_form" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_store_search" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_terms" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_service_icons" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_ads_carousel" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_spotlight" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_link_sections" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_package_grid" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_package_comparison" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_campaign_list" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_payment_methods" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_feature_grid" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_media_text" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_tv_guide" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_channel_list" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_movie_programme" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_faq_list" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_manual_list" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_contact_details" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_accordion" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_package_carousel" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_newsletter_form" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_job_application" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_casting_form" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_coverage_form" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_store_search" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_terms" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_service_icons" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_ads_carousel" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_spotlight" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_link_sections" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_package_grid" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_package_comparison" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_campaign_list" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_payment_methods" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_feature_grid" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_media_text" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_tv_guide" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_channel_list" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_movie_programme" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_faq_list" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_manual_list" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_contact_details" DROP COLUMN "anchor";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cinema_films_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "novels_id";
  DROP TYPE "public"."enum_pages_blocks_news_list_category";
  DROP TYPE "public"."enum_pages_blocks_cinema_showtimes_format";
  DROP TYPE "public"."enum__pages_v_blocks_news_list_category";
  DROP TYPE "public"."enum__pages_v_blocks_cinema_showtimes_format";
  DROP TYPE "public"."enum_cinema_films_sessions_format";
  DROP TYPE "public"."enum_cinema_films_status";
  DROP TYPE "public"."enum__cinema_films_v_version_sessions_format";
  DROP TYPE "public"."enum__cinema_films_v_version_status";
  DROP TYPE "public"."enum__cinema_films_v_published_locale";
  DROP TYPE "public"."enum_news_category";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_category";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_novels_schedule_day";
  DROP TYPE "public"."enum_novels_origin";
  DROP TYPE "public"."enum_novels_status";
  DROP TYPE "public"."enum__novels_v_version_schedule_day";
  DROP TYPE "public"."enum__novels_v_version_origin";
  DROP TYPE "public"."enum__novels_v_version_status";
  DROP TYPE "public"."enum__novels_v_published_locale";`)
}
