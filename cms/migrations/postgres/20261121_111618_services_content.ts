import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_store_search_kinds" AS ENUM('loja', 'agente', 'comercial');
  CREATE TYPE "public"."enum_pages_blocks_service_icons_items_icon" AS ENUM('satellite', 'fibre', 'tv', 'cinema', 'app', 'card', 'help', 'wifi', 'router', 'film', 'music', 'sport', 'kids', 'news', 'phone', 'shop', 'calendar', 'star', 'play', 'gift', 'shield', 'speed', 'globe', 'download');
  CREATE TYPE "public"."enum_pages_blocks_package_grid_service" AS ENUM('satelite', 'fibra');
  CREATE TYPE "public"."enum_pages_blocks_package_comparison_service" AS ENUM('satelite', 'fibra');
  CREATE TYPE "public"."enum_pages_blocks_campaign_list_service" AS ENUM('satelite', 'fibra', 'cinema');
  CREATE TYPE "public"."enum_pages_blocks_payment_methods_methods_icon" AS ENUM('satellite', 'fibre', 'tv', 'cinema', 'app', 'card', 'help', 'wifi', 'router', 'film', 'music', 'sport', 'kids', 'news', 'phone', 'shop', 'calendar', 'star', 'play', 'gift', 'shield', 'speed', 'globe', 'download');
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_items_icon" AS ENUM('satellite', 'fibre', 'tv', 'cinema', 'app', 'card', 'help', 'wifi', 'router', 'film', 'music', 'sport', 'kids', 'news', 'phone', 'shop', 'calendar', 'star', 'play', 'gift', 'shield', 'speed', 'globe', 'download');
  CREATE TYPE "public"."enum_pages_blocks_media_text_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_movie_programme_view" AS ENUM('cards', 'monthly', 'videoClub');
  CREATE TYPE "public"."enum__pages_v_blocks_store_search_kinds" AS ENUM('loja', 'agente', 'comercial');
  CREATE TYPE "public"."enum__pages_v_blocks_service_icons_items_icon" AS ENUM('satellite', 'fibre', 'tv', 'cinema', 'app', 'card', 'help', 'wifi', 'router', 'film', 'music', 'sport', 'kids', 'news', 'phone', 'shop', 'calendar', 'star', 'play', 'gift', 'shield', 'speed', 'globe', 'download');
  CREATE TYPE "public"."enum__pages_v_blocks_package_grid_service" AS ENUM('satelite', 'fibra');
  CREATE TYPE "public"."enum__pages_v_blocks_package_comparison_service" AS ENUM('satelite', 'fibra');
  CREATE TYPE "public"."enum__pages_v_blocks_campaign_list_service" AS ENUM('satelite', 'fibra', 'cinema');
  CREATE TYPE "public"."enum__pages_v_blocks_payment_methods_methods_icon" AS ENUM('satellite', 'fibre', 'tv', 'cinema', 'app', 'card', 'help', 'wifi', 'router', 'film', 'music', 'sport', 'kids', 'news', 'phone', 'shop', 'calendar', 'star', 'play', 'gift', 'shield', 'speed', 'globe', 'download');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_items_icon" AS ENUM('satellite', 'fibre', 'tv', 'cinema', 'app', 'card', 'help', 'wifi', 'router', 'film', 'music', 'sport', 'kids', 'news', 'phone', 'shop', 'calendar', 'star', 'play', 'gift', 'shield', 'speed', 'globe', 'download');
  CREATE TYPE "public"."enum__pages_v_blocks_media_text_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_movie_programme_view" AS ENUM('cards', 'monthly', 'videoClub');
  CREATE TYPE "public"."enum_channels_genre" AS ENUM('generalista', 'noticias', 'desporto', 'filmes-series', 'novelas', 'infantil', 'musica', 'documentarios', 'religioso', 'internacional');
  CREATE TYPE "public"."enum_campaigns_service" AS ENUM('satelite', 'fibra', 'cinema');
  CREATE TYPE "public"."enum_campaigns_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__campaigns_v_version_service" AS ENUM('satelite', 'fibra', 'cinema');
  CREATE TYPE "public"."enum__campaigns_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__campaigns_v_published_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_movies_video_club_tab" AS ENUM('filmes', 'series', 'infantil', 'documentarios');
  ALTER TYPE "public"."enum_stores_kind" ADD VALUE 'comercial';
  CREATE TABLE "pages_blocks_store_search_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_store_search_kinds",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_service_icons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_service_icons_items_icon",
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_service_icons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_ads_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_ads_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_spotlight_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar
  );
  
  CREATE TABLE "pages_blocks_spotlight" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_link_sections_sections_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_link_sections_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar
  );
  
  CREATE TABLE "pages_blocks_link_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_package_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"service" "enum_pages_blocks_package_grid_service",
  	"show_channel_count" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_package_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"service" "enum_pages_blocks_package_comparison_service" DEFAULT 'satelite',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_campaign_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"service" "enum_pages_blocks_campaign_list_service",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_payment_methods_methods_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb
  );
  
  CREATE TABLE "pages_blocks_payment_methods_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"icon" "enum_pages_blocks_payment_methods_methods_icon"
  );
  
  CREATE TABLE "pages_blocks_payment_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_feature_grid_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_media_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"image_position" "enum_pages_blocks_media_text_image_position" DEFAULT 'right',
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tv_guide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_channel_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"own_only" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_movie_programme" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"view" "enum_pages_blocks_movie_programme_view" DEFAULT 'cards',
  	"channel_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_store_search_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_store_search_kinds",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_service_icons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_service_icons_items_icon",
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_icons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_ads_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_ads_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_spotlight_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_spotlight" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_link_sections_sections_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_link_sections_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_link_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_package_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"service" "enum__pages_v_blocks_package_grid_service",
  	"show_channel_count" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_package_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"service" "enum__pages_v_blocks_package_comparison_service" DEFAULT 'satelite',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_campaign_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"service" "enum__pages_v_blocks_campaign_list_service",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_payment_methods_methods_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_payment_methods_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"icon" "enum__pages_v_blocks_payment_methods_methods_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_payment_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_feature_grid_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"image_position" "enum__pages_v_blocks_media_text_image_position" DEFAULT 'right',
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tv_guide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_channel_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"own_only" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_movie_programme" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"view" "enum__pages_v_blocks_movie_programme_view" DEFAULT 'cards',
  	"channel_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"number" numeric NOT NULL,
  	"genre" "enum_channels_genre" NOT NULL,
  	"hd" boolean DEFAULT false,
  	"own" boolean DEFAULT false,
  	"logo_id" integer,
  	"country_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "channels_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "channels_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"packages_id" integer
  );
  
  CREATE TABLE "programmes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"channel_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"country_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "programmes_locales" (
  	"synopsis" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service" "enum_campaigns_service",
  	"image_id" integer,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"country_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_campaigns_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "campaigns_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_campaigns_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_service" "enum__campaigns_v_version_service",
  	"version_image_id" integer,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__campaigns_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__campaigns_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_campaigns_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_cta_label" varchar,
  	"version_cta_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "movies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"year" numeric,
  	"duration_minutes" numeric,
  	"rating" varchar,
  	"month" varchar NOT NULL,
  	"channel_id" integer,
  	"video_club_tab" "enum_movies_video_club_tab",
  	"poster_id" integer,
  	"trailer_url" varchar,
  	"country_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "movies_locales" (
  	"synopsis" varchar NOT NULL,
  	"genre" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "channels_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "channels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "channels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "programmes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "movies_id" integer;
  ALTER TABLE "pages_blocks_store_search_kinds" ADD CONSTRAINT "pages_blocks_store_search_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_store_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_icons_items" ADD CONSTRAINT "pages_blocks_service_icons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_icons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_icons" ADD CONSTRAINT "pages_blocks_service_icons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ads_carousel_slides" ADD CONSTRAINT "pages_blocks_ads_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_ads_carousel_slides" ADD CONSTRAINT "pages_blocks_ads_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_ads_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ads_carousel" ADD CONSTRAINT "pages_blocks_ads_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_spotlight_items" ADD CONSTRAINT "pages_blocks_spotlight_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_spotlight_items" ADD CONSTRAINT "pages_blocks_spotlight_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_spotlight"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_spotlight" ADD CONSTRAINT "pages_blocks_spotlight_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_sections_sections_links" ADD CONSTRAINT "pages_blocks_link_sections_sections_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_link_sections_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_sections_sections" ADD CONSTRAINT "pages_blocks_link_sections_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_link_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_sections" ADD CONSTRAINT "pages_blocks_link_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_package_grid" ADD CONSTRAINT "pages_blocks_package_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_package_comparison" ADD CONSTRAINT "pages_blocks_package_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign_list" ADD CONSTRAINT "pages_blocks_campaign_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_methods_methods_steps" ADD CONSTRAINT "pages_blocks_payment_methods_methods_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_payment_methods_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_methods_methods" ADD CONSTRAINT "pages_blocks_payment_methods_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_payment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_methods" ADD CONSTRAINT "pages_blocks_payment_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_items" ADD CONSTRAINT "pages_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid" ADD CONSTRAINT "pages_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_text" ADD CONSTRAINT "pages_blocks_media_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_text" ADD CONSTRAINT "pages_blocks_media_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tv_guide" ADD CONSTRAINT "pages_blocks_tv_guide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_channel_list" ADD CONSTRAINT "pages_blocks_channel_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_movie_programme" ADD CONSTRAINT "pages_blocks_movie_programme_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_movie_programme" ADD CONSTRAINT "pages_blocks_movie_programme_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_store_search_kinds" ADD CONSTRAINT "_pages_v_blocks_store_search_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_store_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_icons_items" ADD CONSTRAINT "_pages_v_blocks_service_icons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_icons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_icons" ADD CONSTRAINT "_pages_v_blocks_service_icons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ads_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_ads_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ads_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_ads_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_ads_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ads_carousel" ADD CONSTRAINT "_pages_v_blocks_ads_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spotlight_items" ADD CONSTRAINT "_pages_v_blocks_spotlight_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spotlight_items" ADD CONSTRAINT "_pages_v_blocks_spotlight_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_spotlight"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spotlight" ADD CONSTRAINT "_pages_v_blocks_spotlight_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_sections_sections_links" ADD CONSTRAINT "_pages_v_blocks_link_sections_sections_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_link_sections_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_sections_sections" ADD CONSTRAINT "_pages_v_blocks_link_sections_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_link_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_sections" ADD CONSTRAINT "_pages_v_blocks_link_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_package_grid" ADD CONSTRAINT "_pages_v_blocks_package_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_package_comparison" ADD CONSTRAINT "_pages_v_blocks_package_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign_list" ADD CONSTRAINT "_pages_v_blocks_campaign_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods_steps" ADD CONSTRAINT "_pages_v_blocks_payment_methods_methods_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_payment_methods_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods" ADD CONSTRAINT "_pages_v_blocks_payment_methods_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_payment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_methods" ADD CONSTRAINT "_pages_v_blocks_payment_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_items" ADD CONSTRAINT "_pages_v_blocks_feature_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid" ADD CONSTRAINT "_pages_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_text" ADD CONSTRAINT "_pages_v_blocks_media_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_text" ADD CONSTRAINT "_pages_v_blocks_media_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tv_guide" ADD CONSTRAINT "_pages_v_blocks_tv_guide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_channel_list" ADD CONSTRAINT "_pages_v_blocks_channel_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_movie_programme" ADD CONSTRAINT "_pages_v_blocks_movie_programme_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_movie_programme" ADD CONSTRAINT "_pages_v_blocks_movie_programme_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels" ADD CONSTRAINT "channels_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels" ADD CONSTRAINT "channels_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_locales" ADD CONSTRAINT "channels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_rels" ADD CONSTRAINT "channels_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_rels" ADD CONSTRAINT "channels_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programmes_locales" ADD CONSTRAINT "programmes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_locales" ADD CONSTRAINT "campaigns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_campaigns_v" ADD CONSTRAINT "_campaigns_v_parent_id_campaigns_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campaigns_v" ADD CONSTRAINT "_campaigns_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campaigns_v" ADD CONSTRAINT "_campaigns_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campaigns_v_locales" ADD CONSTRAINT "_campaigns_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "movies" ADD CONSTRAINT "movies_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "movies" ADD CONSTRAINT "movies_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "movies" ADD CONSTRAINT "movies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "movies_locales" ADD CONSTRAINT "movies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_store_search_kinds_order_idx" ON "pages_blocks_store_search_kinds" USING btree ("order");
  CREATE INDEX "pages_blocks_store_search_kinds_parent_idx" ON "pages_blocks_store_search_kinds" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_store_search_kinds_locale_idx" ON "pages_blocks_store_search_kinds" USING btree ("locale");
  CREATE INDEX "pages_blocks_service_icons_items_order_idx" ON "pages_blocks_service_icons_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_icons_items_parent_id_idx" ON "pages_blocks_service_icons_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_icons_items_locale_idx" ON "pages_blocks_service_icons_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_icons_order_idx" ON "pages_blocks_service_icons" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_icons_parent_id_idx" ON "pages_blocks_service_icons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_icons_path_idx" ON "pages_blocks_service_icons" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_icons_locale_idx" ON "pages_blocks_service_icons" USING btree ("_locale");
  CREATE INDEX "pages_blocks_ads_carousel_slides_order_idx" ON "pages_blocks_ads_carousel_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_ads_carousel_slides_parent_id_idx" ON "pages_blocks_ads_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ads_carousel_slides_locale_idx" ON "pages_blocks_ads_carousel_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_ads_carousel_slides_image_idx" ON "pages_blocks_ads_carousel_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_ads_carousel_order_idx" ON "pages_blocks_ads_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_ads_carousel_parent_id_idx" ON "pages_blocks_ads_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ads_carousel_path_idx" ON "pages_blocks_ads_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_ads_carousel_locale_idx" ON "pages_blocks_ads_carousel" USING btree ("_locale");
  CREATE INDEX "pages_blocks_spotlight_items_order_idx" ON "pages_blocks_spotlight_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_spotlight_items_parent_id_idx" ON "pages_blocks_spotlight_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_spotlight_items_locale_idx" ON "pages_blocks_spotlight_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_spotlight_items_image_idx" ON "pages_blocks_spotlight_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_spotlight_order_idx" ON "pages_blocks_spotlight" USING btree ("_order");
  CREATE INDEX "pages_blocks_spotlight_parent_id_idx" ON "pages_blocks_spotlight" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_spotlight_path_idx" ON "pages_blocks_spotlight" USING btree ("_path");
  CREATE INDEX "pages_blocks_spotlight_locale_idx" ON "pages_blocks_spotlight" USING btree ("_locale");
  CREATE INDEX "pages_blocks_link_sections_sections_links_order_idx" ON "pages_blocks_link_sections_sections_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_link_sections_sections_links_parent_id_idx" ON "pages_blocks_link_sections_sections_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_link_sections_sections_links_locale_idx" ON "pages_blocks_link_sections_sections_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_link_sections_sections_order_idx" ON "pages_blocks_link_sections_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_link_sections_sections_parent_id_idx" ON "pages_blocks_link_sections_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_link_sections_sections_locale_idx" ON "pages_blocks_link_sections_sections" USING btree ("_locale");
  CREATE INDEX "pages_blocks_link_sections_order_idx" ON "pages_blocks_link_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_link_sections_parent_id_idx" ON "pages_blocks_link_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_link_sections_path_idx" ON "pages_blocks_link_sections" USING btree ("_path");
  CREATE INDEX "pages_blocks_link_sections_locale_idx" ON "pages_blocks_link_sections" USING btree ("_locale");
  CREATE INDEX "pages_blocks_package_grid_order_idx" ON "pages_blocks_package_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_package_grid_parent_id_idx" ON "pages_blocks_package_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_package_grid_path_idx" ON "pages_blocks_package_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_package_grid_locale_idx" ON "pages_blocks_package_grid" USING btree ("_locale");
  CREATE INDEX "pages_blocks_package_comparison_order_idx" ON "pages_blocks_package_comparison" USING btree ("_order");
  CREATE INDEX "pages_blocks_package_comparison_parent_id_idx" ON "pages_blocks_package_comparison" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_package_comparison_path_idx" ON "pages_blocks_package_comparison" USING btree ("_path");
  CREATE INDEX "pages_blocks_package_comparison_locale_idx" ON "pages_blocks_package_comparison" USING btree ("_locale");
  CREATE INDEX "pages_blocks_campaign_list_order_idx" ON "pages_blocks_campaign_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_campaign_list_parent_id_idx" ON "pages_blocks_campaign_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_campaign_list_path_idx" ON "pages_blocks_campaign_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_campaign_list_locale_idx" ON "pages_blocks_campaign_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_payment_methods_methods_steps_order_idx" ON "pages_blocks_payment_methods_methods_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_payment_methods_methods_steps_parent_id_idx" ON "pages_blocks_payment_methods_methods_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payment_methods_methods_steps_locale_idx" ON "pages_blocks_payment_methods_methods_steps" USING btree ("_locale");
  CREATE INDEX "pages_blocks_payment_methods_methods_order_idx" ON "pages_blocks_payment_methods_methods" USING btree ("_order");
  CREATE INDEX "pages_blocks_payment_methods_methods_parent_id_idx" ON "pages_blocks_payment_methods_methods" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payment_methods_methods_locale_idx" ON "pages_blocks_payment_methods_methods" USING btree ("_locale");
  CREATE INDEX "pages_blocks_payment_methods_order_idx" ON "pages_blocks_payment_methods" USING btree ("_order");
  CREATE INDEX "pages_blocks_payment_methods_parent_id_idx" ON "pages_blocks_payment_methods" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payment_methods_path_idx" ON "pages_blocks_payment_methods" USING btree ("_path");
  CREATE INDEX "pages_blocks_payment_methods_locale_idx" ON "pages_blocks_payment_methods" USING btree ("_locale");
  CREATE INDEX "pages_blocks_feature_grid_items_order_idx" ON "pages_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_items_parent_id_idx" ON "pages_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_items_locale_idx" ON "pages_blocks_feature_grid_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_feature_grid_order_idx" ON "pages_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_parent_id_idx" ON "pages_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_path_idx" ON "pages_blocks_feature_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_feature_grid_locale_idx" ON "pages_blocks_feature_grid" USING btree ("_locale");
  CREATE INDEX "pages_blocks_media_text_order_idx" ON "pages_blocks_media_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_text_parent_id_idx" ON "pages_blocks_media_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_text_path_idx" ON "pages_blocks_media_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_text_locale_idx" ON "pages_blocks_media_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_media_text_image_idx" ON "pages_blocks_media_text" USING btree ("image_id");
  CREATE INDEX "pages_blocks_tv_guide_order_idx" ON "pages_blocks_tv_guide" USING btree ("_order");
  CREATE INDEX "pages_blocks_tv_guide_parent_id_idx" ON "pages_blocks_tv_guide" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tv_guide_path_idx" ON "pages_blocks_tv_guide" USING btree ("_path");
  CREATE INDEX "pages_blocks_tv_guide_locale_idx" ON "pages_blocks_tv_guide" USING btree ("_locale");
  CREATE INDEX "pages_blocks_channel_list_order_idx" ON "pages_blocks_channel_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_channel_list_parent_id_idx" ON "pages_blocks_channel_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_channel_list_path_idx" ON "pages_blocks_channel_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_channel_list_locale_idx" ON "pages_blocks_channel_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_movie_programme_order_idx" ON "pages_blocks_movie_programme" USING btree ("_order");
  CREATE INDEX "pages_blocks_movie_programme_parent_id_idx" ON "pages_blocks_movie_programme" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_movie_programme_path_idx" ON "pages_blocks_movie_programme" USING btree ("_path");
  CREATE INDEX "pages_blocks_movie_programme_locale_idx" ON "pages_blocks_movie_programme" USING btree ("_locale");
  CREATE INDEX "pages_blocks_movie_programme_channel_idx" ON "pages_blocks_movie_programme" USING btree ("channel_id");
  CREATE INDEX "_pages_v_blocks_store_search_kinds_order_idx" ON "_pages_v_blocks_store_search_kinds" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_store_search_kinds_parent_idx" ON "_pages_v_blocks_store_search_kinds" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_store_search_kinds_locale_idx" ON "_pages_v_blocks_store_search_kinds" USING btree ("locale");
  CREATE INDEX "_pages_v_blocks_service_icons_items_order_idx" ON "_pages_v_blocks_service_icons_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_icons_items_parent_id_idx" ON "_pages_v_blocks_service_icons_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_icons_items_locale_idx" ON "_pages_v_blocks_service_icons_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_icons_order_idx" ON "_pages_v_blocks_service_icons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_icons_parent_id_idx" ON "_pages_v_blocks_service_icons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_icons_path_idx" ON "_pages_v_blocks_service_icons" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_icons_locale_idx" ON "_pages_v_blocks_service_icons" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_ads_carousel_slides_order_idx" ON "_pages_v_blocks_ads_carousel_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_ads_carousel_slides_parent_id_idx" ON "_pages_v_blocks_ads_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ads_carousel_slides_locale_idx" ON "_pages_v_blocks_ads_carousel_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_ads_carousel_slides_image_idx" ON "_pages_v_blocks_ads_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_ads_carousel_order_idx" ON "_pages_v_blocks_ads_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_ads_carousel_parent_id_idx" ON "_pages_v_blocks_ads_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ads_carousel_path_idx" ON "_pages_v_blocks_ads_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_ads_carousel_locale_idx" ON "_pages_v_blocks_ads_carousel" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_spotlight_items_order_idx" ON "_pages_v_blocks_spotlight_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_spotlight_items_parent_id_idx" ON "_pages_v_blocks_spotlight_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_spotlight_items_locale_idx" ON "_pages_v_blocks_spotlight_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_spotlight_items_image_idx" ON "_pages_v_blocks_spotlight_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_spotlight_order_idx" ON "_pages_v_blocks_spotlight" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_spotlight_parent_id_idx" ON "_pages_v_blocks_spotlight" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_spotlight_path_idx" ON "_pages_v_blocks_spotlight" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_spotlight_locale_idx" ON "_pages_v_blocks_spotlight" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_link_sections_sections_links_order_idx" ON "_pages_v_blocks_link_sections_sections_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_link_sections_sections_links_parent_id_idx" ON "_pages_v_blocks_link_sections_sections_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_link_sections_sections_links_locale_idx" ON "_pages_v_blocks_link_sections_sections_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_link_sections_sections_order_idx" ON "_pages_v_blocks_link_sections_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_link_sections_sections_parent_id_idx" ON "_pages_v_blocks_link_sections_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_link_sections_sections_locale_idx" ON "_pages_v_blocks_link_sections_sections" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_link_sections_order_idx" ON "_pages_v_blocks_link_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_link_sections_parent_id_idx" ON "_pages_v_blocks_link_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_link_sections_path_idx" ON "_pages_v_blocks_link_sections" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_link_sections_locale_idx" ON "_pages_v_blocks_link_sections" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_package_grid_order_idx" ON "_pages_v_blocks_package_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_package_grid_parent_id_idx" ON "_pages_v_blocks_package_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_package_grid_path_idx" ON "_pages_v_blocks_package_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_package_grid_locale_idx" ON "_pages_v_blocks_package_grid" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_package_comparison_order_idx" ON "_pages_v_blocks_package_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_package_comparison_parent_id_idx" ON "_pages_v_blocks_package_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_package_comparison_path_idx" ON "_pages_v_blocks_package_comparison" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_package_comparison_locale_idx" ON "_pages_v_blocks_package_comparison" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_campaign_list_order_idx" ON "_pages_v_blocks_campaign_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_campaign_list_parent_id_idx" ON "_pages_v_blocks_campaign_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_campaign_list_path_idx" ON "_pages_v_blocks_campaign_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_campaign_list_locale_idx" ON "_pages_v_blocks_campaign_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_steps_order_idx" ON "_pages_v_blocks_payment_methods_methods_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_steps_parent_id_idx" ON "_pages_v_blocks_payment_methods_methods_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_steps_locale_idx" ON "_pages_v_blocks_payment_methods_methods_steps" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_order_idx" ON "_pages_v_blocks_payment_methods_methods" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_parent_id_idx" ON "_pages_v_blocks_payment_methods_methods" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_locale_idx" ON "_pages_v_blocks_payment_methods_methods" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_payment_methods_order_idx" ON "_pages_v_blocks_payment_methods" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payment_methods_parent_id_idx" ON "_pages_v_blocks_payment_methods" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payment_methods_path_idx" ON "_pages_v_blocks_payment_methods" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_payment_methods_locale_idx" ON "_pages_v_blocks_payment_methods" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_order_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_parent_id_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_items_locale_idx" ON "_pages_v_blocks_feature_grid_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_feature_grid_order_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_parent_id_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_path_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_grid_locale_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_media_text_order_idx" ON "_pages_v_blocks_media_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_text_parent_id_idx" ON "_pages_v_blocks_media_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_text_path_idx" ON "_pages_v_blocks_media_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_text_locale_idx" ON "_pages_v_blocks_media_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_media_text_image_idx" ON "_pages_v_blocks_media_text" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_tv_guide_order_idx" ON "_pages_v_blocks_tv_guide" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tv_guide_parent_id_idx" ON "_pages_v_blocks_tv_guide" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tv_guide_path_idx" ON "_pages_v_blocks_tv_guide" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tv_guide_locale_idx" ON "_pages_v_blocks_tv_guide" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_channel_list_order_idx" ON "_pages_v_blocks_channel_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_channel_list_parent_id_idx" ON "_pages_v_blocks_channel_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_channel_list_path_idx" ON "_pages_v_blocks_channel_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_channel_list_locale_idx" ON "_pages_v_blocks_channel_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_movie_programme_order_idx" ON "_pages_v_blocks_movie_programme" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_movie_programme_parent_id_idx" ON "_pages_v_blocks_movie_programme" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_movie_programme_path_idx" ON "_pages_v_blocks_movie_programme" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_movie_programme_locale_idx" ON "_pages_v_blocks_movie_programme" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_movie_programme_channel_idx" ON "_pages_v_blocks_movie_programme" USING btree ("channel_id");
  CREATE INDEX "channels_genre_idx" ON "channels" USING btree ("genre");
  CREATE INDEX "channels_logo_idx" ON "channels" USING btree ("logo_id");
  CREATE INDEX "channels_country_idx" ON "channels" USING btree ("country_id");
  CREATE INDEX "channels_updated_at_idx" ON "channels" USING btree ("updated_at");
  CREATE INDEX "channels_created_at_idx" ON "channels" USING btree ("created_at");
  CREATE UNIQUE INDEX "channels_locales_locale_parent_id_unique" ON "channels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "channels_rels_order_idx" ON "channels_rels" USING btree ("order");
  CREATE INDEX "channels_rels_parent_idx" ON "channels_rels" USING btree ("parent_id");
  CREATE INDEX "channels_rels_path_idx" ON "channels_rels" USING btree ("path");
  CREATE INDEX "channels_rels_packages_id_idx" ON "channels_rels" USING btree ("packages_id");
  CREATE INDEX "programmes_channel_idx" ON "programmes" USING btree ("channel_id");
  CREATE INDEX "programmes_starts_at_idx" ON "programmes" USING btree ("starts_at");
  CREATE INDEX "programmes_country_idx" ON "programmes" USING btree ("country_id");
  CREATE INDEX "programmes_updated_at_idx" ON "programmes" USING btree ("updated_at");
  CREATE INDEX "programmes_created_at_idx" ON "programmes" USING btree ("created_at");
  CREATE INDEX "channel_startsAt_idx" ON "programmes" USING btree ("channel_id","starts_at");
  CREATE UNIQUE INDEX "programmes_locales_locale_parent_id_unique" ON "programmes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "campaigns_image_idx" ON "campaigns" USING btree ("image_id");
  CREATE INDEX "campaigns_country_idx" ON "campaigns" USING btree ("country_id");
  CREATE INDEX "campaigns_updated_at_idx" ON "campaigns" USING btree ("updated_at");
  CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");
  CREATE INDEX "campaigns__status_idx" ON "campaigns" USING btree ("_status");
  CREATE UNIQUE INDEX "campaigns_locales_locale_parent_id_unique" ON "campaigns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_campaigns_v_parent_idx" ON "_campaigns_v" USING btree ("parent_id");
  CREATE INDEX "_campaigns_v_version_version_image_idx" ON "_campaigns_v" USING btree ("version_image_id");
  CREATE INDEX "_campaigns_v_version_version_country_idx" ON "_campaigns_v" USING btree ("version_country_id");
  CREATE INDEX "_campaigns_v_version_version_updated_at_idx" ON "_campaigns_v" USING btree ("version_updated_at");
  CREATE INDEX "_campaigns_v_version_version_created_at_idx" ON "_campaigns_v" USING btree ("version_created_at");
  CREATE INDEX "_campaigns_v_version_version__status_idx" ON "_campaigns_v" USING btree ("version__status");
  CREATE INDEX "_campaigns_v_created_at_idx" ON "_campaigns_v" USING btree ("created_at");
  CREATE INDEX "_campaigns_v_updated_at_idx" ON "_campaigns_v" USING btree ("updated_at");
  CREATE INDEX "_campaigns_v_snapshot_idx" ON "_campaigns_v" USING btree ("snapshot");
  CREATE INDEX "_campaigns_v_published_locale_idx" ON "_campaigns_v" USING btree ("published_locale");
  CREATE INDEX "_campaigns_v_latest_idx" ON "_campaigns_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_campaigns_v_locales_locale_parent_id_unique" ON "_campaigns_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "movies_month_idx" ON "movies" USING btree ("month");
  CREATE INDEX "movies_channel_idx" ON "movies" USING btree ("channel_id");
  CREATE INDEX "movies_poster_idx" ON "movies" USING btree ("poster_id");
  CREATE INDEX "movies_country_idx" ON "movies" USING btree ("country_id");
  CREATE INDEX "movies_updated_at_idx" ON "movies" USING btree ("updated_at");
  CREATE INDEX "movies_created_at_idx" ON "movies" USING btree ("created_at");
  CREATE UNIQUE INDEX "movies_locales_locale_parent_id_unique" ON "movies_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programmes_fk" FOREIGN KEY ("programmes_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_movies_fk" FOREIGN KEY ("movies_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_channels_id_idx" ON "pages_rels" USING btree ("channels_id","locale");
  CREATE INDEX "_pages_v_rels_channels_id_idx" ON "_pages_v_rels" USING btree ("channels_id","locale");
  CREATE INDEX "payload_locked_documents_rels_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("channels_id");
  CREATE INDEX "payload_locked_documents_rels_programmes_id_idx" ON "payload_locked_documents_rels" USING btree ("programmes_id");
  CREATE INDEX "payload_locked_documents_rels_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_movies_id_idx" ON "payload_locked_documents_rels" USING btree ("movies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_store_search_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_icons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_icons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_ads_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_ads_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_spotlight_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_spotlight" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_link_sections_sections_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_link_sections_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_link_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_package_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_package_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_campaign_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_payment_methods_methods_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_payment_methods_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tv_guide" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_channel_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_movie_programme" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_store_search_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_icons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_icons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_ads_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_ads_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_spotlight_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_spotlight" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_link_sections_sections_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_link_sections_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_link_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_package_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_package_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_campaign_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tv_guide" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_channel_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_movie_programme" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channels_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channels_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_campaigns_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_campaigns_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "movies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "movies_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_store_search_kinds" CASCADE;
  DROP TABLE "pages_blocks_service_icons_items" CASCADE;
  DROP TABLE "pages_blocks_service_icons" CASCADE;
  DROP TABLE "pages_blocks_ads_carousel_slides" CASCADE;
  DROP TABLE "pages_blocks_ads_carousel" CASCADE;
  DROP TABLE "pages_blocks_spotlight_items" CASCADE;
  DROP TABLE "pages_blocks_spotlight" CASCADE;
  DROP TABLE "pages_blocks_link_sections_sections_links" CASCADE;
  DROP TABLE "pages_blocks_link_sections_sections" CASCADE;
  DROP TABLE "pages_blocks_link_sections" CASCADE;
  DROP TABLE "pages_blocks_package_grid" CASCADE;
  DROP TABLE "pages_blocks_package_comparison" CASCADE;
  DROP TABLE "pages_blocks_campaign_list" CASCADE;
  DROP TABLE "pages_blocks_payment_methods_methods_steps" CASCADE;
  DROP TABLE "pages_blocks_payment_methods_methods" CASCADE;
  DROP TABLE "pages_blocks_payment_methods" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_items" CASCADE;
  DROP TABLE "pages_blocks_feature_grid" CASCADE;
  DROP TABLE "pages_blocks_media_text" CASCADE;
  DROP TABLE "pages_blocks_tv_guide" CASCADE;
  DROP TABLE "pages_blocks_channel_list" CASCADE;
  DROP TABLE "pages_blocks_movie_programme" CASCADE;
  DROP TABLE "_pages_v_blocks_store_search_kinds" CASCADE;
  DROP TABLE "_pages_v_blocks_service_icons_items" CASCADE;
  DROP TABLE "_pages_v_blocks_service_icons" CASCADE;
  DROP TABLE "_pages_v_blocks_ads_carousel_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_ads_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_spotlight_items" CASCADE;
  DROP TABLE "_pages_v_blocks_spotlight" CASCADE;
  DROP TABLE "_pages_v_blocks_link_sections_sections_links" CASCADE;
  DROP TABLE "_pages_v_blocks_link_sections_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_link_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_package_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_package_comparison" CASCADE;
  DROP TABLE "_pages_v_blocks_campaign_list" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_methods_methods_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_methods_methods" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_methods" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_items" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_media_text" CASCADE;
  DROP TABLE "_pages_v_blocks_tv_guide" CASCADE;
  DROP TABLE "_pages_v_blocks_channel_list" CASCADE;
  DROP TABLE "_pages_v_blocks_movie_programme" CASCADE;
  DROP TABLE "channels" CASCADE;
  DROP TABLE "channels_locales" CASCADE;
  DROP TABLE "channels_rels" CASCADE;
  DROP TABLE "programmes" CASCADE;
  DROP TABLE "programmes_locales" CASCADE;
  DROP TABLE "campaigns" CASCADE;
  DROP TABLE "campaigns_locales" CASCADE;
  DROP TABLE "_campaigns_v" CASCADE;
  DROP TABLE "_campaigns_v_locales" CASCADE;
  DROP TABLE "movies" CASCADE;
  DROP TABLE "movies_locales" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_channels_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_channels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_channels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_programmes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_movies_fk";
  
  ALTER TABLE "stores" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "stores" ALTER COLUMN "kind" SET DEFAULT 'loja'::text;
  DROP TYPE "public"."enum_stores_kind";
  CREATE TYPE "public"."enum_stores_kind" AS ENUM('loja', 'agente');
  ALTER TABLE "stores" ALTER COLUMN "kind" SET DEFAULT 'loja'::"public"."enum_stores_kind";
  ALTER TABLE "stores" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_stores_kind" USING "kind"::"public"."enum_stores_kind";
  DROP INDEX "pages_rels_channels_id_idx";
  DROP INDEX "_pages_v_rels_channels_id_idx";
  DROP INDEX "payload_locked_documents_rels_channels_id_idx";
  DROP INDEX "payload_locked_documents_rels_programmes_id_idx";
  DROP INDEX "payload_locked_documents_rels_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_movies_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "channels_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "channels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "channels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "programmes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "movies_id";
  DROP TYPE "public"."enum_pages_blocks_store_search_kinds";
  DROP TYPE "public"."enum_pages_blocks_service_icons_items_icon";
  DROP TYPE "public"."enum_pages_blocks_package_grid_service";
  DROP TYPE "public"."enum_pages_blocks_package_comparison_service";
  DROP TYPE "public"."enum_pages_blocks_campaign_list_service";
  DROP TYPE "public"."enum_pages_blocks_payment_methods_methods_icon";
  DROP TYPE "public"."enum_pages_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum_pages_blocks_media_text_image_position";
  DROP TYPE "public"."enum_pages_blocks_movie_programme_view";
  DROP TYPE "public"."enum__pages_v_blocks_store_search_kinds";
  DROP TYPE "public"."enum__pages_v_blocks_service_icons_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_package_grid_service";
  DROP TYPE "public"."enum__pages_v_blocks_package_comparison_service";
  DROP TYPE "public"."enum__pages_v_blocks_campaign_list_service";
  DROP TYPE "public"."enum__pages_v_blocks_payment_methods_methods_icon";
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_media_text_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_movie_programme_view";
  DROP TYPE "public"."enum_channels_genre";
  DROP TYPE "public"."enum_campaigns_service";
  DROP TYPE "public"."enum_campaigns_status";
  DROP TYPE "public"."enum__campaigns_v_version_service";
  DROP TYPE "public"."enum__campaigns_v_version_status";
  DROP TYPE "public"."enum__campaigns_v_published_locale";
  DROP TYPE "public"."enum_movies_video_club_tab";`)
}
