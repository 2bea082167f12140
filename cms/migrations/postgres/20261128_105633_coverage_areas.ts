import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_coverage_check_show_on" AS ENUM('always', 'page', 'item');
  CREATE TYPE "public"."enum__pages_v_blocks_coverage_check_show_on" AS ENUM('always', 'page', 'item');
  CREATE TYPE "public"."enum_coverage_areas_province" AS ENUM('Bengo', 'Benguela', 'Bié', 'Cabinda', 'Cuando', 'Cubango', 'Cuanza Norte', 'Cuanza Sul', 'Cunene', 'Huambo', 'Huíla', 'Icolo e Bengo', 'Luanda', 'Lunda Norte', 'Lunda Sul', 'Malanje', 'Moxico', 'Moxico Leste', 'Namibe', 'Uíge', 'Zaire', 'Cabo Delgado', 'Gaza', 'Inhambane', 'Manica', 'Maputo Cidade', 'Maputo Província', 'Nampula', 'Niassa', 'Sofala', 'Tete', 'Zambézia');
  CREATE TYPE "public"."enum_coverage_areas_availability" AS ENUM('available', 'soon', 'planned-not');
  CREATE TYPE "public"."enum_coverage_areas_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__coverage_areas_v_version_province" AS ENUM('Bengo', 'Benguela', 'Bié', 'Cabinda', 'Cuando', 'Cubango', 'Cuanza Norte', 'Cuanza Sul', 'Cunene', 'Huambo', 'Huíla', 'Icolo e Bengo', 'Luanda', 'Lunda Norte', 'Lunda Sul', 'Malanje', 'Moxico', 'Moxico Leste', 'Namibe', 'Uíge', 'Zaire', 'Cabo Delgado', 'Gaza', 'Inhambane', 'Manica', 'Maputo Cidade', 'Maputo Província', 'Nampula', 'Niassa', 'Sofala', 'Tete', 'Zambézia');
  CREATE TYPE "public"."enum__coverage_areas_v_version_availability" AS ENUM('available', 'soon', 'planned-not');
  CREATE TYPE "public"."enum__coverage_areas_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__coverage_areas_v_published_locale" AS ENUM('pt', 'en');
  CREATE TABLE "pages_blocks_coverage_check" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"show_on" "enum_pages_blocks_coverage_check_show_on" DEFAULT 'always',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_coverage_check" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"show_on" "enum__pages_v_blocks_coverage_check_show_on" DEFAULT 'always',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "coverage_areas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"province" "enum_coverage_areas_province",
  	"municipality" varchar,
  	"neighbourhood" varchar,
  	"status" "enum_coverage_areas_availability" DEFAULT 'available',
  	"month" timestamp(3) with time zone,
  	"illustrative" boolean DEFAULT false,
  	"country_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_coverage_areas_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_coverage_areas_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_province" "enum__coverage_areas_v_version_province",
  	"version_municipality" varchar,
  	"version_neighbourhood" varchar,
  	"version_status" "enum__coverage_areas_v_version_availability" DEFAULT 'available',
  	"version_month" timestamp(3) with time zone,
  	"version_illustrative" boolean DEFAULT false,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__coverage_areas_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__coverage_areas_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coverage_areas_id" integer;
  ALTER TABLE "pages_blocks_coverage_check" ADD CONSTRAINT "pages_blocks_coverage_check_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_coverage_check" ADD CONSTRAINT "_pages_v_blocks_coverage_check_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coverage_areas" ADD CONSTRAINT "coverage_areas_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coverage_areas_v" ADD CONSTRAINT "_coverage_areas_v_parent_id_coverage_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coverage_areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_coverage_areas_v" ADD CONSTRAINT "_coverage_areas_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_coverage_check_order_idx" ON "pages_blocks_coverage_check" USING btree ("_order");
  CREATE INDEX "pages_blocks_coverage_check_parent_id_idx" ON "pages_blocks_coverage_check" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_coverage_check_path_idx" ON "pages_blocks_coverage_check" USING btree ("_path");
  CREATE INDEX "pages_blocks_coverage_check_locale_idx" ON "pages_blocks_coverage_check" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_coverage_check_order_idx" ON "_pages_v_blocks_coverage_check" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_coverage_check_parent_id_idx" ON "_pages_v_blocks_coverage_check" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_coverage_check_path_idx" ON "_pages_v_blocks_coverage_check" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_coverage_check_locale_idx" ON "_pages_v_blocks_coverage_check" USING btree ("_locale");
  CREATE INDEX "coverage_areas_province_idx" ON "coverage_areas" USING btree ("province");
  CREATE INDEX "coverage_areas_neighbourhood_idx" ON "coverage_areas" USING btree ("neighbourhood");
  CREATE INDEX "coverage_areas_illustrative_idx" ON "coverage_areas" USING btree ("illustrative");
  CREATE INDEX "coverage_areas_country_idx" ON "coverage_areas" USING btree ("country_id");
  CREATE INDEX "coverage_areas_updated_at_idx" ON "coverage_areas" USING btree ("updated_at");
  CREATE INDEX "coverage_areas_created_at_idx" ON "coverage_areas" USING btree ("created_at");
  CREATE INDEX "coverage_areas__status_idx" ON "coverage_areas" USING btree ("_status");
  CREATE INDEX "_coverage_areas_v_parent_idx" ON "_coverage_areas_v" USING btree ("parent_id");
  CREATE INDEX "_coverage_areas_v_version_version_province_idx" ON "_coverage_areas_v" USING btree ("version_province");
  CREATE INDEX "_coverage_areas_v_version_version_neighbourhood_idx" ON "_coverage_areas_v" USING btree ("version_neighbourhood");
  CREATE INDEX "_coverage_areas_v_version_version_illustrative_idx" ON "_coverage_areas_v" USING btree ("version_illustrative");
  CREATE INDEX "_coverage_areas_v_version_version_country_idx" ON "_coverage_areas_v" USING btree ("version_country_id");
  CREATE INDEX "_coverage_areas_v_version_version_updated_at_idx" ON "_coverage_areas_v" USING btree ("version_updated_at");
  CREATE INDEX "_coverage_areas_v_version_version_created_at_idx" ON "_coverage_areas_v" USING btree ("version_created_at");
  CREATE INDEX "_coverage_areas_v_version_version__status_idx" ON "_coverage_areas_v" USING btree ("version__status");
  CREATE INDEX "_coverage_areas_v_created_at_idx" ON "_coverage_areas_v" USING btree ("created_at");
  CREATE INDEX "_coverage_areas_v_updated_at_idx" ON "_coverage_areas_v" USING btree ("updated_at");
  CREATE INDEX "_coverage_areas_v_snapshot_idx" ON "_coverage_areas_v" USING btree ("snapshot");
  CREATE INDEX "_coverage_areas_v_published_locale_idx" ON "_coverage_areas_v" USING btree ("published_locale");
  CREATE INDEX "_coverage_areas_v_latest_idx" ON "_coverage_areas_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coverage_areas_fk" FOREIGN KEY ("coverage_areas_id") REFERENCES "public"."coverage_areas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_coverage_areas_id_idx" ON "payload_locked_documents_rels" USING btree ("coverage_areas_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_coverage_check" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_coverage_check" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coverage_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_coverage_areas_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_coverage_check" CASCADE;
  DROP TABLE "_pages_v_blocks_coverage_check" CASCADE;
  DROP TABLE "coverage_areas" CASCADE;
  DROP TABLE "_coverage_areas_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coverage_areas_fk";
  
  DROP INDEX "payload_locked_documents_rels_coverage_areas_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coverage_areas_id";
  DROP TYPE "public"."enum_pages_blocks_coverage_check_show_on";
  DROP TYPE "public"."enum__pages_v_blocks_coverage_check_show_on";
  DROP TYPE "public"."enum_coverage_areas_province";
  DROP TYPE "public"."enum_coverage_areas_availability";
  DROP TYPE "public"."enum_coverage_areas_status";
  DROP TYPE "public"."enum__coverage_areas_v_version_province";
  DROP TYPE "public"."enum__coverage_areas_v_version_availability";
  DROP TYPE "public"."enum__coverage_areas_v_version_status";
  DROP TYPE "public"."enum__coverage_areas_v_published_locale";`)
}
