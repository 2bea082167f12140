import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_settings_main_menu_service_type" AS ENUM('satelite', 'fibra', 'tv', 'cinema', 'on', 'debito', 'help', 'about', 'media', 'life', 'work', 'partners');
  CREATE TYPE "public"."enum_settings_secondary_menus_fibra_service_type" AS ENUM('satelite', 'fibra', 'tv', 'cinema', 'on', 'debito', 'help', 'about', 'media', 'life', 'work', 'partners');
  CREATE TYPE "public"."enum_settings_secondary_menus_cinema_service_type" AS ENUM('satelite', 'fibra', 'tv', 'cinema', 'on', 'debito', 'help', 'about', 'media', 'life', 'work', 'partners');
  CREATE TABLE "settings_main_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true
  );
  
  CREATE TABLE "settings_main_menu_items_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings_main_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_type" "enum_settings_main_menu_service_type",
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true,
  	"disabled" boolean DEFAULT false,
  	"icon" varchar
  );
  
  CREATE TABLE "settings_main_menu_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings_secondary_menus_fibra_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true
  );
  
  CREATE TABLE "settings_secondary_menus_fibra_items_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings_secondary_menus_fibra" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_type" "enum_settings_secondary_menus_fibra_service_type",
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true,
  	"disabled" boolean DEFAULT false,
  	"icon" varchar
  );
  
  CREATE TABLE "settings_secondary_menus_fibra_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings_secondary_menus_cinema_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true
  );
  
  CREATE TABLE "settings_secondary_menus_cinema_items_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings_secondary_menus_cinema" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_type" "enum_settings_secondary_menus_cinema_service_type",
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true,
  	"disabled" boolean DEFAULT false,
  	"icon" varchar
  );
  
  CREATE TABLE "settings_secondary_menus_cinema_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true
  );
  
  CREATE TABLE "settings_footer_columns_links_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "settings_footer_columns_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Site settings' NOT NULL,
  	"country_id" integer NOT NULL,
  	"operator_name" varchar DEFAULT 'ZAP' NOT NULL,
  	"empresas_url" varchar,
  	"footer_company_name" varchar,
  	"footer_support_emails_default" varchar,
  	"footer_support_emails_satelite" varchar,
  	"footer_support_emails_fibra" varchar,
  	"footer_support_emails_cinema" varchar,
  	"footer_social_facebook" varchar,
  	"footer_social_instagram" varchar,
  	"footer_social_linkedin" varchar,
  	"footer_social_youtube" varchar,
  	"contact_whatsapp" varchar,
  	"contact_messenger" varchar,
  	"contact_call_centre" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings_locales" (
  	"footer_head_office" varchar,
  	"footer_company_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "settings_id" integer;
  ALTER TABLE "settings_main_menu_items" ADD CONSTRAINT "settings_main_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_main_menu_items_locales" ADD CONSTRAINT "settings_main_menu_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_main_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_main_menu" ADD CONSTRAINT "settings_main_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_main_menu_locales" ADD CONSTRAINT "settings_main_menu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_secondary_menus_fibra_items" ADD CONSTRAINT "settings_secondary_menus_fibra_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_secondary_menus_fibra"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_secondary_menus_fibra_items_locales" ADD CONSTRAINT "settings_secondary_menus_fibra_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_secondary_menus_fibra_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_secondary_menus_fibra" ADD CONSTRAINT "settings_secondary_menus_fibra_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_secondary_menus_fibra_locales" ADD CONSTRAINT "settings_secondary_menus_fibra_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_secondary_menus_fibra"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_secondary_menus_cinema_items" ADD CONSTRAINT "settings_secondary_menus_cinema_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_secondary_menus_cinema"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_secondary_menus_cinema_items_locales" ADD CONSTRAINT "settings_secondary_menus_cinema_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_secondary_menus_cinema_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_secondary_menus_cinema" ADD CONSTRAINT "settings_secondary_menus_cinema_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_secondary_menus_cinema_locales" ADD CONSTRAINT "settings_secondary_menus_cinema_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_secondary_menus_cinema"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_footer_columns_links" ADD CONSTRAINT "settings_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_footer_columns_links_locales" ADD CONSTRAINT "settings_footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_footer_columns" ADD CONSTRAINT "settings_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_footer_columns_locales" ADD CONSTRAINT "settings_footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "settings_main_menu_items_order_idx" ON "settings_main_menu_items" USING btree ("_order");
  CREATE INDEX "settings_main_menu_items_parent_id_idx" ON "settings_main_menu_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_main_menu_items_locales_locale_parent_id_unique" ON "settings_main_menu_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_main_menu_order_idx" ON "settings_main_menu" USING btree ("_order");
  CREATE INDEX "settings_main_menu_parent_id_idx" ON "settings_main_menu" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_main_menu_locales_locale_parent_id_unique" ON "settings_main_menu_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_secondary_menus_fibra_items_order_idx" ON "settings_secondary_menus_fibra_items" USING btree ("_order");
  CREATE INDEX "settings_secondary_menus_fibra_items_parent_id_idx" ON "settings_secondary_menus_fibra_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_secondary_menus_fibra_items_locales_locale_parent_i" ON "settings_secondary_menus_fibra_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_secondary_menus_fibra_order_idx" ON "settings_secondary_menus_fibra" USING btree ("_order");
  CREATE INDEX "settings_secondary_menus_fibra_parent_id_idx" ON "settings_secondary_menus_fibra" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_secondary_menus_fibra_locales_locale_parent_id_uniq" ON "settings_secondary_menus_fibra_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_secondary_menus_cinema_items_order_idx" ON "settings_secondary_menus_cinema_items" USING btree ("_order");
  CREATE INDEX "settings_secondary_menus_cinema_items_parent_id_idx" ON "settings_secondary_menus_cinema_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_secondary_menus_cinema_items_locales_locale_parent_" ON "settings_secondary_menus_cinema_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_secondary_menus_cinema_order_idx" ON "settings_secondary_menus_cinema" USING btree ("_order");
  CREATE INDEX "settings_secondary_menus_cinema_parent_id_idx" ON "settings_secondary_menus_cinema" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_secondary_menus_cinema_locales_locale_parent_id_uni" ON "settings_secondary_menus_cinema_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_footer_columns_links_order_idx" ON "settings_footer_columns_links" USING btree ("_order");
  CREATE INDEX "settings_footer_columns_links_parent_id_idx" ON "settings_footer_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_footer_columns_links_locales_locale_parent_id_uniqu" ON "settings_footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_footer_columns_order_idx" ON "settings_footer_columns" USING btree ("_order");
  CREATE INDEX "settings_footer_columns_parent_id_idx" ON "settings_footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "settings_footer_columns_locales_locale_parent_id_unique" ON "settings_footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "settings_country_idx" ON "settings" USING btree ("country_id");
  CREATE INDEX "settings_updated_at_idx" ON "settings" USING btree ("updated_at");
  CREATE INDEX "settings_created_at_idx" ON "settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "settings_locales_locale_parent_id_unique" ON "settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_settings_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("settings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings_main_menu_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_main_menu_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_main_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_main_menu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_secondary_menus_fibra_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_secondary_menus_fibra_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_secondary_menus_fibra" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_secondary_menus_fibra_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_secondary_menus_cinema_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_secondary_menus_cinema_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_secondary_menus_cinema" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_secondary_menus_cinema_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_footer_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_footer_columns_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_footer_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "settings_main_menu_items" CASCADE;
  DROP TABLE "settings_main_menu_items_locales" CASCADE;
  DROP TABLE "settings_main_menu" CASCADE;
  DROP TABLE "settings_main_menu_locales" CASCADE;
  DROP TABLE "settings_secondary_menus_fibra_items" CASCADE;
  DROP TABLE "settings_secondary_menus_fibra_items_locales" CASCADE;
  DROP TABLE "settings_secondary_menus_fibra" CASCADE;
  DROP TABLE "settings_secondary_menus_fibra_locales" CASCADE;
  DROP TABLE "settings_secondary_menus_cinema_items" CASCADE;
  DROP TABLE "settings_secondary_menus_cinema_items_locales" CASCADE;
  DROP TABLE "settings_secondary_menus_cinema" CASCADE;
  DROP TABLE "settings_secondary_menus_cinema_locales" CASCADE;
  DROP TABLE "settings_footer_columns_links" CASCADE;
  DROP TABLE "settings_footer_columns_links_locales" CASCADE;
  DROP TABLE "settings_footer_columns" CASCADE;
  DROP TABLE "settings_footer_columns_locales" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "settings_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_settings_fk";
  
  DROP INDEX "payload_locked_documents_rels_settings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "settings_id";
  DROP TYPE "public"."enum_settings_main_menu_service_type";
  DROP TYPE "public"."enum_settings_secondary_menus_fibra_service_type";
  DROP TYPE "public"."enum_settings_secondary_menus_cinema_service_type";`)
}
