import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_channels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__channels_v_version_genre" AS ENUM('generalista', 'noticias', 'desporto', 'filmes-series', 'novelas', 'infantil', 'musica', 'documentarios', 'religioso', 'internacional');
  CREATE TYPE "public"."enum__channels_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__channels_v_published_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_movies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__movies_v_version_video_club_tab" AS ENUM('filmes', 'series', 'infantil', 'documentarios');
  CREATE TYPE "public"."enum__movies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__movies_v_published_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_category" AS ENUM('satelite', 'fibra', 'pagamentos', 'equipamento', 'conta', 'cinema');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_published_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_manuals_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__manuals_v_version_category" AS ENUM('descodificador', 'router', 'comando', 'app', 'instalacao');
  CREATE TYPE "public"."enum__manuals_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__manuals_v_published_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_stores_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stores_v_version_kind" AS ENUM('loja', 'agente', 'comercial');
  CREATE TYPE "public"."enum__stores_v_version_province" AS ENUM('Bengo', 'Benguela', 'Bié', 'Cabinda', 'Cuando', 'Cubango', 'Cuanza Norte', 'Cuanza Sul', 'Cunene', 'Huambo', 'Huíla', 'Icolo e Bengo', 'Luanda', 'Lunda Norte', 'Lunda Sul', 'Malanje', 'Moxico', 'Moxico Leste', 'Namibe', 'Uíge', 'Zaire', 'Cabo Delgado', 'Gaza', 'Inhambane', 'Manica', 'Maputo Cidade', 'Maputo Província', 'Nampula', 'Niassa', 'Sofala', 'Tete', 'Zambézia');
  CREATE TYPE "public"."enum__stores_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stores_v_published_locale" AS ENUM('pt', 'en');
  CREATE TABLE "_channels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_number" numeric,
  	"version_genre" "enum__channels_v_version_genre",
  	"version_hd" boolean DEFAULT false,
  	"version_own" boolean DEFAULT false,
  	"version_logo_id" integer,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__channels_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__channels_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_channels_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_channels_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"packages_id" integer
  );
  
  CREATE TABLE "_movies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_year" numeric,
  	"version_duration_minutes" numeric,
  	"version_rating" varchar,
  	"version_month" varchar,
  	"version_channel_id" integer,
  	"version_video_club_tab" "enum__movies_v_version_video_club_tab",
  	"version_poster_id" integer,
  	"version_trailer_url" varchar,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__movies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__movies_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_movies_v_locales" (
  	"version_synopsis" varchar,
  	"version_genre" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category" "enum__faqs_v_version_category",
  	"version_order" numeric DEFAULT 100,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faqs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_manuals_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category" "enum__manuals_v_version_category",
  	"version_file_id" integer,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__manuals_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__manuals_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_manuals_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_stores_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_kind" "enum__stores_v_version_kind" DEFAULT 'loja',
  	"version_province" "enum__stores_v_version_province",
  	"version_city" varchar,
  	"version_address" varchar,
  	"version_phone" varchar,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stores_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__stores_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_stores_v_locales" (
  	"version_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "channels" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "channels" ALTER COLUMN "number" DROP NOT NULL;
  ALTER TABLE "channels" ALTER COLUMN "genre" DROP NOT NULL;
  ALTER TABLE "channels" ALTER COLUMN "country_id" DROP NOT NULL;
  ALTER TABLE "movies" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "movies" ALTER COLUMN "month" DROP NOT NULL;
  ALTER TABLE "movies" ALTER COLUMN "country_id" DROP NOT NULL;
  ALTER TABLE "movies_locales" ALTER COLUMN "synopsis" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "country_id" DROP NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "manuals" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "manuals" ALTER COLUMN "file_id" DROP NOT NULL;
  ALTER TABLE "manuals" ALTER COLUMN "country_id" DROP NOT NULL;
  ALTER TABLE "manuals_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "province" DROP NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "city" DROP NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "address" DROP NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "country_id" DROP NOT NULL;
  ALTER TABLE "channels" ADD COLUMN "_status" "enum_channels_status" DEFAULT 'draft';
  ALTER TABLE "movies" ADD COLUMN "_status" "enum_movies_status" DEFAULT 'draft';
  ALTER TABLE "faqs" ADD COLUMN "_status" "enum_faqs_status" DEFAULT 'draft';
  ALTER TABLE "manuals" ADD COLUMN "_status" "enum_manuals_status" DEFAULT 'draft';
  ALTER TABLE "stores" ADD COLUMN "_status" "enum_stores_status" DEFAULT 'draft';
  ALTER TABLE "_channels_v" ADD CONSTRAINT "_channels_v_parent_id_channels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v" ADD CONSTRAINT "_channels_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v" ADD CONSTRAINT "_channels_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_locales" ADD CONSTRAINT "_channels_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_rels" ADD CONSTRAINT "_channels_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_rels" ADD CONSTRAINT "_channels_v_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_movies_v" ADD CONSTRAINT "_movies_v_parent_id_movies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."movies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_movies_v" ADD CONSTRAINT "_movies_v_version_channel_id_channels_id_fk" FOREIGN KEY ("version_channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_movies_v" ADD CONSTRAINT "_movies_v_version_poster_id_media_id_fk" FOREIGN KEY ("version_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_movies_v" ADD CONSTRAINT "_movies_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_movies_v_locales" ADD CONSTRAINT "_movies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_movies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_manuals_v" ADD CONSTRAINT "_manuals_v_parent_id_manuals_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."manuals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_manuals_v" ADD CONSTRAINT "_manuals_v_version_file_id_documents_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_manuals_v" ADD CONSTRAINT "_manuals_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_manuals_v_locales" ADD CONSTRAINT "_manuals_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_manuals_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stores_v" ADD CONSTRAINT "_stores_v_parent_id_stores_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stores_v" ADD CONSTRAINT "_stores_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stores_v_locales" ADD CONSTRAINT "_stores_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stores_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_channels_v_parent_idx" ON "_channels_v" USING btree ("parent_id");
  CREATE INDEX "_channels_v_version_version_genre_idx" ON "_channels_v" USING btree ("version_genre");
  CREATE INDEX "_channels_v_version_version_logo_idx" ON "_channels_v" USING btree ("version_logo_id");
  CREATE INDEX "_channels_v_version_version_country_idx" ON "_channels_v" USING btree ("version_country_id");
  CREATE INDEX "_channels_v_version_version_updated_at_idx" ON "_channels_v" USING btree ("version_updated_at");
  CREATE INDEX "_channels_v_version_version_created_at_idx" ON "_channels_v" USING btree ("version_created_at");
  CREATE INDEX "_channels_v_version_version__status_idx" ON "_channels_v" USING btree ("version__status");
  CREATE INDEX "_channels_v_created_at_idx" ON "_channels_v" USING btree ("created_at");
  CREATE INDEX "_channels_v_updated_at_idx" ON "_channels_v" USING btree ("updated_at");
  CREATE INDEX "_channels_v_snapshot_idx" ON "_channels_v" USING btree ("snapshot");
  CREATE INDEX "_channels_v_published_locale_idx" ON "_channels_v" USING btree ("published_locale");
  CREATE INDEX "_channels_v_latest_idx" ON "_channels_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_channels_v_locales_locale_parent_id_unique" ON "_channels_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_channels_v_rels_order_idx" ON "_channels_v_rels" USING btree ("order");
  CREATE INDEX "_channels_v_rels_parent_idx" ON "_channels_v_rels" USING btree ("parent_id");
  CREATE INDEX "_channels_v_rels_path_idx" ON "_channels_v_rels" USING btree ("path");
  CREATE INDEX "_channels_v_rels_packages_id_idx" ON "_channels_v_rels" USING btree ("packages_id");
  CREATE INDEX "_movies_v_parent_idx" ON "_movies_v" USING btree ("parent_id");
  CREATE INDEX "_movies_v_version_version_month_idx" ON "_movies_v" USING btree ("version_month");
  CREATE INDEX "_movies_v_version_version_channel_idx" ON "_movies_v" USING btree ("version_channel_id");
  CREATE INDEX "_movies_v_version_version_poster_idx" ON "_movies_v" USING btree ("version_poster_id");
  CREATE INDEX "_movies_v_version_version_country_idx" ON "_movies_v" USING btree ("version_country_id");
  CREATE INDEX "_movies_v_version_version_updated_at_idx" ON "_movies_v" USING btree ("version_updated_at");
  CREATE INDEX "_movies_v_version_version_created_at_idx" ON "_movies_v" USING btree ("version_created_at");
  CREATE INDEX "_movies_v_version_version__status_idx" ON "_movies_v" USING btree ("version__status");
  CREATE INDEX "_movies_v_created_at_idx" ON "_movies_v" USING btree ("created_at");
  CREATE INDEX "_movies_v_updated_at_idx" ON "_movies_v" USING btree ("updated_at");
  CREATE INDEX "_movies_v_snapshot_idx" ON "_movies_v" USING btree ("snapshot");
  CREATE INDEX "_movies_v_published_locale_idx" ON "_movies_v" USING btree ("published_locale");
  CREATE INDEX "_movies_v_latest_idx" ON "_movies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_movies_v_locales_locale_parent_id_unique" ON "_movies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_country_idx" ON "_faqs_v" USING btree ("version_country_id");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_snapshot_idx" ON "_faqs_v" USING btree ("snapshot");
  CREATE INDEX "_faqs_v_published_locale_idx" ON "_faqs_v" USING btree ("published_locale");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_manuals_v_parent_idx" ON "_manuals_v" USING btree ("parent_id");
  CREATE INDEX "_manuals_v_version_version_file_idx" ON "_manuals_v" USING btree ("version_file_id");
  CREATE INDEX "_manuals_v_version_version_country_idx" ON "_manuals_v" USING btree ("version_country_id");
  CREATE INDEX "_manuals_v_version_version_updated_at_idx" ON "_manuals_v" USING btree ("version_updated_at");
  CREATE INDEX "_manuals_v_version_version_created_at_idx" ON "_manuals_v" USING btree ("version_created_at");
  CREATE INDEX "_manuals_v_version_version__status_idx" ON "_manuals_v" USING btree ("version__status");
  CREATE INDEX "_manuals_v_created_at_idx" ON "_manuals_v" USING btree ("created_at");
  CREATE INDEX "_manuals_v_updated_at_idx" ON "_manuals_v" USING btree ("updated_at");
  CREATE INDEX "_manuals_v_snapshot_idx" ON "_manuals_v" USING btree ("snapshot");
  CREATE INDEX "_manuals_v_published_locale_idx" ON "_manuals_v" USING btree ("published_locale");
  CREATE INDEX "_manuals_v_latest_idx" ON "_manuals_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_manuals_v_locales_locale_parent_id_unique" ON "_manuals_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_stores_v_parent_idx" ON "_stores_v" USING btree ("parent_id");
  CREATE INDEX "_stores_v_version_version_province_idx" ON "_stores_v" USING btree ("version_province");
  CREATE INDEX "_stores_v_version_version_country_idx" ON "_stores_v" USING btree ("version_country_id");
  CREATE INDEX "_stores_v_version_version_updated_at_idx" ON "_stores_v" USING btree ("version_updated_at");
  CREATE INDEX "_stores_v_version_version_created_at_idx" ON "_stores_v" USING btree ("version_created_at");
  CREATE INDEX "_stores_v_version_version__status_idx" ON "_stores_v" USING btree ("version__status");
  CREATE INDEX "_stores_v_created_at_idx" ON "_stores_v" USING btree ("created_at");
  CREATE INDEX "_stores_v_updated_at_idx" ON "_stores_v" USING btree ("updated_at");
  CREATE INDEX "_stores_v_snapshot_idx" ON "_stores_v" USING btree ("snapshot");
  CREATE INDEX "_stores_v_published_locale_idx" ON "_stores_v" USING btree ("published_locale");
  CREATE INDEX "_stores_v_latest_idx" ON "_stores_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_stores_v_locales_locale_parent_id_unique" ON "_stores_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "channels__status_idx" ON "channels" USING btree ("_status");
  CREATE INDEX "movies__status_idx" ON "movies" USING btree ("_status");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "manuals__status_idx" ON "manuals" USING btree ("_status");
  CREATE INDEX "stores__status_idx" ON "stores" USING btree ("_status");
  -- These were public before drafts existed: they stay published.
  UPDATE "channels" SET "_status" = 'published';
  UPDATE "movies" SET "_status" = 'published';
  UPDATE "faqs" SET "_status" = 'published';
  UPDATE "manuals" SET "_status" = 'published';
  UPDATE "stores" SET "_status" = 'published';
`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_channels_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_channels_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_channels_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_movies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_movies_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_manuals_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_manuals_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stores_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stores_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_channels_v" CASCADE;
  DROP TABLE "_channels_v_locales" CASCADE;
  DROP TABLE "_channels_v_rels" CASCADE;
  DROP TABLE "_movies_v" CASCADE;
  DROP TABLE "_movies_v_locales" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "_manuals_v" CASCADE;
  DROP TABLE "_manuals_v_locales" CASCADE;
  DROP TABLE "_stores_v" CASCADE;
  DROP TABLE "_stores_v_locales" CASCADE;
  DROP INDEX "channels__status_idx";
  DROP INDEX "movies__status_idx";
  DROP INDEX "faqs__status_idx";
  DROP INDEX "manuals__status_idx";
  DROP INDEX "stores__status_idx";
  ALTER TABLE "channels" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "channels" ALTER COLUMN "number" SET NOT NULL;
  ALTER TABLE "channels" ALTER COLUMN "genre" SET NOT NULL;
  ALTER TABLE "channels" ALTER COLUMN "country_id" SET NOT NULL;
  ALTER TABLE "movies" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "movies" ALTER COLUMN "month" SET NOT NULL;
  ALTER TABLE "movies" ALTER COLUMN "country_id" SET NOT NULL;
  ALTER TABLE "movies_locales" ALTER COLUMN "synopsis" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "country_id" SET NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faqs_locales" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "manuals" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "manuals" ALTER COLUMN "file_id" SET NOT NULL;
  ALTER TABLE "manuals" ALTER COLUMN "country_id" SET NOT NULL;
  ALTER TABLE "manuals_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "province" SET NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "city" SET NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "address" SET NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "country_id" SET NOT NULL;
  ALTER TABLE "channels" DROP COLUMN "_status";
  ALTER TABLE "movies" DROP COLUMN "_status";
  ALTER TABLE "faqs" DROP COLUMN "_status";
  ALTER TABLE "manuals" DROP COLUMN "_status";
  ALTER TABLE "stores" DROP COLUMN "_status";
  DROP TYPE "public"."enum_channels_status";
  DROP TYPE "public"."enum__channels_v_version_genre";
  DROP TYPE "public"."enum__channels_v_version_status";
  DROP TYPE "public"."enum__channels_v_published_locale";
  DROP TYPE "public"."enum_movies_status";
  DROP TYPE "public"."enum__movies_v_version_video_club_tab";
  DROP TYPE "public"."enum__movies_v_version_status";
  DROP TYPE "public"."enum__movies_v_published_locale";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_category";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum__faqs_v_published_locale";
  DROP TYPE "public"."enum_manuals_status";
  DROP TYPE "public"."enum__manuals_v_version_category";
  DROP TYPE "public"."enum__manuals_v_version_status";
  DROP TYPE "public"."enum__manuals_v_published_locale";
  DROP TYPE "public"."enum_stores_status";
  DROP TYPE "public"."enum__stores_v_version_kind";
  DROP TYPE "public"."enum__stores_v_version_province";
  DROP TYPE "public"."enum__stores_v_version_status";
  DROP TYPE "public"."enum__stores_v_published_locale";`)
}
