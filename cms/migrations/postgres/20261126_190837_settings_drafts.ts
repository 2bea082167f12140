import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-edited: the statements at the end publish the existing documents (the new "_status" column
  // starts as 'draft', which visitors never read) and make their current content their first version
  // (the admin lists drafts-enabled documents from their versions, so a document without one would
  // vanish from /admin).
  await db.execute(sql`
   CREATE TYPE "public"."enum_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__settings_v_version_main_menu_service_type" AS ENUM('satelite', 'fibra', 'tv', 'cinema', 'on', 'debito', 'help', 'about', 'media', 'life', 'work', 'partners');
  CREATE TYPE "public"."enum__settings_v_version_secondary_menus_fibra_service_type" AS ENUM('satelite', 'fibra', 'tv', 'cinema', 'on', 'debito', 'help', 'about', 'media', 'life', 'work', 'partners');
  CREATE TYPE "public"."enum__settings_v_version_secondary_menus_cinema_service_type" AS ENUM('satelite', 'fibra', 'tv', 'cinema', 'on', 'debito', 'help', 'about', 'media', 'life', 'work', 'partners');
  CREATE TYPE "public"."enum__settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__settings_v_published_locale" AS ENUM('pt', 'en');
  CREATE TABLE "_settings_v_version_main_menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v_version_main_menu_items_locales" (
  	"label" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_settings_v_version_main_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_type" "enum__settings_v_version_main_menu_service_type",
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true,
  	"disabled" boolean DEFAULT false,
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v_version_main_menu_locales" (
  	"label" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_settings_v_version_secondary_menus_fibra_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v_version_secondary_menus_fibra_items_locales" (
  	"label" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_settings_v_version_secondary_menus_fibra" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_type" "enum__settings_v_version_secondary_menus_fibra_service_type",
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true,
  	"disabled" boolean DEFAULT false,
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v_version_secondary_menus_fibra_locales" (
  	"label" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_settings_v_version_secondary_menus_cinema_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v_version_secondary_menus_cinema_items_locales" (
  	"label" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_settings_v_version_secondary_menus_cinema" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_type" "enum__settings_v_version_secondary_menus_cinema_service_type",
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true,
  	"disabled" boolean DEFAULT false,
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v_version_secondary_menus_cinema_locales" (
  	"label" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_settings_v_version_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"new_tab" boolean DEFAULT false,
  	"show_in_moz" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v_version_footer_columns_links_locales" (
  	"label" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_settings_v_version_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v_version_footer_columns_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_settings_v_version_terms_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"term" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar DEFAULT 'Site settings',
  	"version_country_id" integer,
  	"version_footer_company_name" varchar,
  	"version_footer_support_emails_default" varchar,
  	"version_footer_support_emails_satelite" varchar,
  	"version_footer_support_emails_fibra" varchar,
  	"version_footer_support_emails_cinema" varchar,
  	"version_footer_social_facebook" varchar,
  	"version_footer_social_instagram" varchar,
  	"version_footer_social_linkedin" varchar,
  	"version_footer_social_youtube" varchar,
  	"version_contact_whatsapp" varchar,
  	"version_contact_messenger" varchar,
  	"version_contact_call_centre" varchar,
  	"version_popup_enabled" boolean DEFAULT true,
  	"version_popup_link_apple" varchar,
  	"version_popup_link_play_store" varchar,
  	"version_popup_time" numeric,
  	"version_popup_qr_code_id" integer,
  	"version_popup_country_popup" boolean DEFAULT true,
  	"version_terms_document_id" integer,
  	"version_operator_name" varchar DEFAULT 'ZAP',
  	"version_empresas_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__settings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_settings_v_locales" (
  	"version_footer_head_office" varchar,
  	"version_footer_company_address" varchar,
  	"version_popup_title" varchar,
  	"version_popup_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "settings_main_menu_items_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "settings_main_menu_items_locales" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "settings_main_menu_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "settings_main_menu_locales" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "settings_secondary_menus_fibra_items_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "settings_secondary_menus_fibra_items_locales" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "settings_secondary_menus_fibra_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "settings_secondary_menus_fibra_locales" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "settings_secondary_menus_cinema_items_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "settings_secondary_menus_cinema_items_locales" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "settings_secondary_menus_cinema_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "settings_secondary_menus_cinema_locales" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "settings_footer_columns_links_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "settings_footer_columns_links_locales" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "settings_footer_columns_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "settings_terms_items" ALTER COLUMN "term" DROP NOT NULL;
  ALTER TABLE "settings_terms_items" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "settings" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "settings" ALTER COLUMN "country_id" DROP NOT NULL;
  ALTER TABLE "settings" ALTER COLUMN "operator_name" DROP NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "_status" "enum_settings_status" DEFAULT 'draft';
  ALTER TABLE "_settings_v_version_main_menu_items" ADD CONSTRAINT "_settings_v_version_main_menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_main_menu_items_locales" ADD CONSTRAINT "_settings_v_version_main_menu_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_main_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_main_menu" ADD CONSTRAINT "_settings_v_version_main_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_main_menu_locales" ADD CONSTRAINT "_settings_v_version_main_menu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_secondary_menus_fibra_items" ADD CONSTRAINT "_settings_v_version_secondary_menus_fibra_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_secondary_menus_fibra"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_secondary_menus_fibra_items_locales" ADD CONSTRAINT "_settings_v_version_secondary_menus_fibra_items_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_secondary_menus_fibra_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_secondary_menus_fibra" ADD CONSTRAINT "_settings_v_version_secondary_menus_fibra_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_secondary_menus_fibra_locales" ADD CONSTRAINT "_settings_v_version_secondary_menus_fibra_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_secondary_menus_fibra"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_secondary_menus_cinema_items" ADD CONSTRAINT "_settings_v_version_secondary_menus_cinema_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_secondary_menus_cinema"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_secondary_menus_cinema_items_locales" ADD CONSTRAINT "_settings_v_version_secondary_menus_cinema_items_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_secondary_menus_cinema_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_secondary_menus_cinema" ADD CONSTRAINT "_settings_v_version_secondary_menus_cinema_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_secondary_menus_cinema_locales" ADD CONSTRAINT "_settings_v_version_secondary_menus_cinema_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_secondary_menus_cinema"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_footer_columns_links" ADD CONSTRAINT "_settings_v_version_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_footer_columns_links_locales" ADD CONSTRAINT "_settings_v_version_footer_columns_links_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_footer_columns" ADD CONSTRAINT "_settings_v_version_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_footer_columns_locales" ADD CONSTRAINT "_settings_v_version_footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_terms_items" ADD CONSTRAINT "_settings_v_version_terms_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_parent_id_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_popup_qr_code_id_media_id_fk" FOREIGN KEY ("version_popup_qr_code_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_terms_document_id_documents_id_fk" FOREIGN KEY ("version_terms_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v_locales" ADD CONSTRAINT "_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_settings_v_version_main_menu_items_order_idx" ON "_settings_v_version_main_menu_items" USING btree ("_order");
  CREATE INDEX "_settings_v_version_main_menu_items_parent_id_idx" ON "_settings_v_version_main_menu_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_settings_v_version_main_menu_items_locales_locale_parent_id" ON "_settings_v_version_main_menu_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_settings_v_version_main_menu_order_idx" ON "_settings_v_version_main_menu" USING btree ("_order");
  CREATE INDEX "_settings_v_version_main_menu_parent_id_idx" ON "_settings_v_version_main_menu" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_settings_v_version_main_menu_locales_locale_parent_id_uniqu" ON "_settings_v_version_main_menu_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_settings_v_version_secondary_menus_fibra_items_order_idx" ON "_settings_v_version_secondary_menus_fibra_items" USING btree ("_order");
  CREATE INDEX "_settings_v_version_secondary_menus_fibra_items_parent_id_idx" ON "_settings_v_version_secondary_menus_fibra_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_settings_v_version_secondary_menus_fibra_items_locales_loca" ON "_settings_v_version_secondary_menus_fibra_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_settings_v_version_secondary_menus_fibra_order_idx" ON "_settings_v_version_secondary_menus_fibra" USING btree ("_order");
  CREATE INDEX "_settings_v_version_secondary_menus_fibra_parent_id_idx" ON "_settings_v_version_secondary_menus_fibra" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_settings_v_version_secondary_menus_fibra_locales_locale_par" ON "_settings_v_version_secondary_menus_fibra_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_settings_v_version_secondary_menus_cinema_items_order_idx" ON "_settings_v_version_secondary_menus_cinema_items" USING btree ("_order");
  CREATE INDEX "_settings_v_version_secondary_menus_cinema_items_parent_id_idx" ON "_settings_v_version_secondary_menus_cinema_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_settings_v_version_secondary_menus_cinema_items_locales_loc" ON "_settings_v_version_secondary_menus_cinema_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_settings_v_version_secondary_menus_cinema_order_idx" ON "_settings_v_version_secondary_menus_cinema" USING btree ("_order");
  CREATE INDEX "_settings_v_version_secondary_menus_cinema_parent_id_idx" ON "_settings_v_version_secondary_menus_cinema" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_settings_v_version_secondary_menus_cinema_locales_locale_pa" ON "_settings_v_version_secondary_menus_cinema_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_settings_v_version_footer_columns_links_order_idx" ON "_settings_v_version_footer_columns_links" USING btree ("_order");
  CREATE INDEX "_settings_v_version_footer_columns_links_parent_id_idx" ON "_settings_v_version_footer_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_settings_v_version_footer_columns_links_locales_locale_pare" ON "_settings_v_version_footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_settings_v_version_footer_columns_order_idx" ON "_settings_v_version_footer_columns" USING btree ("_order");
  CREATE INDEX "_settings_v_version_footer_columns_parent_id_idx" ON "_settings_v_version_footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_settings_v_version_footer_columns_locales_locale_parent_id_" ON "_settings_v_version_footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_settings_v_version_terms_items_order_idx" ON "_settings_v_version_terms_items" USING btree ("_order");
  CREATE INDEX "_settings_v_version_terms_items_parent_id_idx" ON "_settings_v_version_terms_items" USING btree ("_parent_id");
  CREATE INDEX "_settings_v_version_terms_items_locale_idx" ON "_settings_v_version_terms_items" USING btree ("_locale");
  CREATE INDEX "_settings_v_parent_idx" ON "_settings_v" USING btree ("parent_id");
  CREATE INDEX "_settings_v_version_version_country_idx" ON "_settings_v" USING btree ("version_country_id");
  CREATE INDEX "_settings_v_version_popup_version_popup_qr_code_idx" ON "_settings_v" USING btree ("version_popup_qr_code_id");
  CREATE INDEX "_settings_v_version_terms_version_terms_document_idx" ON "_settings_v" USING btree ("version_terms_document_id");
  CREATE INDEX "_settings_v_version_version_updated_at_idx" ON "_settings_v" USING btree ("version_updated_at");
  CREATE INDEX "_settings_v_version_version_created_at_idx" ON "_settings_v" USING btree ("version_created_at");
  CREATE INDEX "_settings_v_version_version__status_idx" ON "_settings_v" USING btree ("version__status");
  CREATE INDEX "_settings_v_created_at_idx" ON "_settings_v" USING btree ("created_at");
  CREATE INDEX "_settings_v_updated_at_idx" ON "_settings_v" USING btree ("updated_at");
  CREATE INDEX "_settings_v_snapshot_idx" ON "_settings_v" USING btree ("snapshot");
  CREATE INDEX "_settings_v_published_locale_idx" ON "_settings_v" USING btree ("published_locale");
  CREATE INDEX "_settings_v_latest_idx" ON "_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_settings_v_locales_locale_parent_id_unique" ON "_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings__status_idx" ON "settings" USING btree ("_status");
  -- Every existing document is published, and its current content is its first version.
  UPDATE "settings" SET "_status" = 'published';
  INSERT INTO "_settings_v" ("parent_id", "version_title", "version_country_id", "version_footer_company_name", "version_footer_support_emails_default", "version_footer_support_emails_satelite", "version_footer_support_emails_fibra", "version_footer_support_emails_cinema", "version_footer_social_facebook", "version_footer_social_instagram", "version_footer_social_linkedin", "version_footer_social_youtube", "version_contact_whatsapp", "version_contact_messenger", "version_contact_call_centre", "version_popup_enabled", "version_popup_link_apple", "version_popup_link_play_store", "version_popup_time", "version_popup_qr_code_id", "version_popup_country_popup", "version_terms_document_id", "version_operator_name", "version_empresas_url", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT s."id", s."title", s."country_id", s."footer_company_name", s."footer_support_emails_default", s."footer_support_emails_satelite", s."footer_support_emails_fibra", s."footer_support_emails_cinema", s."footer_social_facebook", s."footer_social_instagram", s."footer_social_linkedin", s."footer_social_youtube", s."contact_whatsapp", s."contact_messenger", s."contact_call_centre", s."popup_enabled", s."popup_link_apple", s."popup_link_play_store", s."popup_time", s."popup_qr_code_id", s."popup_country_popup", s."terms_document_id", s."operator_name", s."empresas_url", s."updated_at", s."created_at", 'published'::"enum__settings_v_version_status", s."updated_at", s."updated_at", true FROM "settings" s;
  INSERT INTO "_settings_v_locales" ("version_footer_head_office", "version_footer_company_address", "version_popup_title", "version_popup_description", "_locale", "_parent_id") SELECT l."footer_head_office", l."footer_company_address", l."popup_title", l."popup_description", l."_locale", v."id" FROM "settings_locales" l JOIN "_settings_v" v ON v."parent_id" = l."_parent_id";
  INSERT INTO "_settings_v_version_main_menu" ("_order", "_parent_id", "service_type", "new_tab", "show_in_moz", "disabled", "icon", "_uuid") SELECT r."_order", p."id", r."service_type"::text::"enum__settings_v_version_main_menu_service_type", r."new_tab", r."show_in_moz", r."disabled", r."icon", r."id" FROM "settings_main_menu" r JOIN "_settings_v" p ON p."parent_id" = r."_parent_id";
  INSERT INTO "_settings_v_version_main_menu_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_main_menu_locales" l JOIN "_settings_v_version_main_menu" p ON p."_uuid" = l."_parent_id";
  INSERT INTO "_settings_v_version_main_menu_items" ("_order", "_parent_id", "new_tab", "show_in_moz", "_uuid") SELECT r."_order", p."id", r."new_tab", r."show_in_moz", r."id" FROM "settings_main_menu_items" r JOIN "_settings_v_version_main_menu" p ON p."_uuid" = r."_parent_id";
  INSERT INTO "_settings_v_version_main_menu_items_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_main_menu_items_locales" l JOIN "_settings_v_version_main_menu_items" p ON p."_uuid" = l."_parent_id";
  INSERT INTO "_settings_v_version_secondary_menus_fibra" ("_order", "_parent_id", "service_type", "new_tab", "show_in_moz", "disabled", "icon", "_uuid") SELECT r."_order", p."id", r."service_type"::text::"enum__settings_v_version_secondary_menus_fibra_service_type", r."new_tab", r."show_in_moz", r."disabled", r."icon", r."id" FROM "settings_secondary_menus_fibra" r JOIN "_settings_v" p ON p."parent_id" = r."_parent_id";
  INSERT INTO "_settings_v_version_secondary_menus_fibra_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_secondary_menus_fibra_locales" l JOIN "_settings_v_version_secondary_menus_fibra" p ON p."_uuid" = l."_parent_id";
  INSERT INTO "_settings_v_version_secondary_menus_fibra_items" ("_order", "_parent_id", "new_tab", "show_in_moz", "_uuid") SELECT r."_order", p."id", r."new_tab", r."show_in_moz", r."id" FROM "settings_secondary_menus_fibra_items" r JOIN "_settings_v_version_secondary_menus_fibra" p ON p."_uuid" = r."_parent_id";
  INSERT INTO "_settings_v_version_secondary_menus_fibra_items_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_secondary_menus_fibra_items_locales" l JOIN "_settings_v_version_secondary_menus_fibra_items" p ON p."_uuid" = l."_parent_id";
  INSERT INTO "_settings_v_version_secondary_menus_cinema" ("_order", "_parent_id", "service_type", "new_tab", "show_in_moz", "disabled", "icon", "_uuid") SELECT r."_order", p."id", r."service_type"::text::"enum__settings_v_version_secondary_menus_cinema_service_type", r."new_tab", r."show_in_moz", r."disabled", r."icon", r."id" FROM "settings_secondary_menus_cinema" r JOIN "_settings_v" p ON p."parent_id" = r."_parent_id";
  INSERT INTO "_settings_v_version_secondary_menus_cinema_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_secondary_menus_cinema_locales" l JOIN "_settings_v_version_secondary_menus_cinema" p ON p."_uuid" = l."_parent_id";
  INSERT INTO "_settings_v_version_secondary_menus_cinema_items" ("_order", "_parent_id", "new_tab", "show_in_moz", "_uuid") SELECT r."_order", p."id", r."new_tab", r."show_in_moz", r."id" FROM "settings_secondary_menus_cinema_items" r JOIN "_settings_v_version_secondary_menus_cinema" p ON p."_uuid" = r."_parent_id";
  INSERT INTO "_settings_v_version_secondary_menus_cinema_items_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_secondary_menus_cinema_items_locales" l JOIN "_settings_v_version_secondary_menus_cinema_items" p ON p."_uuid" = l."_parent_id";
  INSERT INTO "_settings_v_version_footer_columns" ("_order", "_parent_id", "_uuid") SELECT r."_order", p."id", r."id" FROM "settings_footer_columns" r JOIN "_settings_v" p ON p."parent_id" = r."_parent_id";
  INSERT INTO "_settings_v_version_footer_columns_locales" ("title", "_locale", "_parent_id") SELECT l."title", l."_locale", p."id" FROM "settings_footer_columns_locales" l JOIN "_settings_v_version_footer_columns" p ON p."_uuid" = l."_parent_id";
  INSERT INTO "_settings_v_version_footer_columns_links" ("_order", "_parent_id", "new_tab", "show_in_moz", "_uuid") SELECT r."_order", p."id", r."new_tab", r."show_in_moz", r."id" FROM "settings_footer_columns_links" r JOIN "_settings_v_version_footer_columns" p ON p."_uuid" = r."_parent_id";
  INSERT INTO "_settings_v_version_footer_columns_links_locales" ("label", "link", "_locale", "_parent_id") SELECT l."label", l."link", l."_locale", p."id" FROM "settings_footer_columns_links_locales" l JOIN "_settings_v_version_footer_columns_links" p ON p."_uuid" = l."_parent_id";
  INSERT INTO "_settings_v_version_terms_items" ("_order", "_parent_id", "_locale", "term", "description", "_uuid") SELECT r."_order", p."id", r."_locale", r."term", r."description", r."id" FROM "settings_terms_items" r JOIN "_settings_v" p ON p."parent_id" = r."_parent_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_settings_v_version_main_menu_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_main_menu_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_main_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_main_menu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_secondary_menus_fibra_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_secondary_menus_fibra_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_secondary_menus_fibra" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_secondary_menus_fibra_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_secondary_menus_cinema_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_secondary_menus_cinema_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_secondary_menus_cinema" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_secondary_menus_cinema_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_footer_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_footer_columns_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_footer_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_terms_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_settings_v_version_main_menu_items" CASCADE;
  DROP TABLE "_settings_v_version_main_menu_items_locales" CASCADE;
  DROP TABLE "_settings_v_version_main_menu" CASCADE;
  DROP TABLE "_settings_v_version_main_menu_locales" CASCADE;
  DROP TABLE "_settings_v_version_secondary_menus_fibra_items" CASCADE;
  DROP TABLE "_settings_v_version_secondary_menus_fibra_items_locales" CASCADE;
  DROP TABLE "_settings_v_version_secondary_menus_fibra" CASCADE;
  DROP TABLE "_settings_v_version_secondary_menus_fibra_locales" CASCADE;
  DROP TABLE "_settings_v_version_secondary_menus_cinema_items" CASCADE;
  DROP TABLE "_settings_v_version_secondary_menus_cinema_items_locales" CASCADE;
  DROP TABLE "_settings_v_version_secondary_menus_cinema" CASCADE;
  DROP TABLE "_settings_v_version_secondary_menus_cinema_locales" CASCADE;
  DROP TABLE "_settings_v_version_footer_columns_links" CASCADE;
  DROP TABLE "_settings_v_version_footer_columns_links_locales" CASCADE;
  DROP TABLE "_settings_v_version_footer_columns" CASCADE;
  DROP TABLE "_settings_v_version_footer_columns_locales" CASCADE;
  DROP TABLE "_settings_v_version_terms_items" CASCADE;
  DROP TABLE "_settings_v" CASCADE;
  DROP TABLE "_settings_v_locales" CASCADE;
  DROP INDEX "settings__status_idx";
  ALTER TABLE "settings_main_menu_items_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "settings_main_menu_items_locales" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "settings_main_menu_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "settings_main_menu_locales" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "settings_secondary_menus_fibra_items_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "settings_secondary_menus_fibra_items_locales" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "settings_secondary_menus_fibra_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "settings_secondary_menus_fibra_locales" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "settings_secondary_menus_cinema_items_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "settings_secondary_menus_cinema_items_locales" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "settings_secondary_menus_cinema_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "settings_secondary_menus_cinema_locales" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "settings_footer_columns_links_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "settings_footer_columns_links_locales" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "settings_footer_columns_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "settings_terms_items" ALTER COLUMN "term" SET NOT NULL;
  ALTER TABLE "settings_terms_items" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "settings" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "settings" ALTER COLUMN "country_id" SET NOT NULL;
  ALTER TABLE "settings" ALTER COLUMN "operator_name" SET NOT NULL;
  ALTER TABLE "settings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_settings_status";
  DROP TYPE "public"."enum__settings_v_version_main_menu_service_type";
  DROP TYPE "public"."enum__settings_v_version_secondary_menus_fibra_service_type";
  DROP TYPE "public"."enum__settings_v_version_secondary_menus_cinema_service_type";
  DROP TYPE "public"."enum__settings_v_version_status";
  DROP TYPE "public"."enum__settings_v_published_locale";`)
}
