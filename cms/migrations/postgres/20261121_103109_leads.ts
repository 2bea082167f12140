import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_stores_kind" AS ENUM('loja', 'agente');
  CREATE TYPE "public"."enum_stores_province" AS ENUM('Bengo', 'Benguela', 'Bié', 'Cabinda', 'Cuando', 'Cubango', 'Cuanza Norte', 'Cuanza Sul', 'Cunene', 'Huambo', 'Huíla', 'Icolo e Bengo', 'Luanda', 'Lunda Norte', 'Lunda Sul', 'Malanje', 'Moxico', 'Moxico Leste', 'Namibe', 'Uíge', 'Zaire', 'Cabo Delgado', 'Gaza', 'Inhambane', 'Manica', 'Maputo Cidade', 'Maputo Província', 'Nampula', 'Niassa', 'Sofala', 'Tete', 'Zambézia');
  CREATE TYPE "public"."enum_newsletter_subscriptions_service" AS ENUM('Satélite', 'Fibra', 'Cinema', 'On', 'TV', 'Outro');
  CREATE TYPE "public"."enum_newsletter_subscriptions_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_callback_requests_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_job_applications_province" AS ENUM('Bengo', 'Benguela', 'Bié', 'Cabinda', 'Cuando', 'Cubango', 'Cuanza Norte', 'Cuanza Sul', 'Cunene', 'Huambo', 'Huíla', 'Icolo e Bengo', 'Luanda', 'Lunda Norte', 'Lunda Sul', 'Malanje', 'Moxico', 'Moxico Leste', 'Namibe', 'Uíge', 'Zaire', 'Cabo Delgado', 'Gaza', 'Inhambane', 'Manica', 'Maputo Cidade', 'Maputo Província', 'Nampula', 'Niassa', 'Sofala', 'Tete', 'Zambézia');
  CREATE TYPE "public"."enum_job_applications_education" AS ENUM('secundario', 'tecnico-profissional', 'licenciatura', 'mestrado', 'doutoramento');
  CREATE TYPE "public"."enum_job_applications_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_casting_applications_province" AS ENUM('Bengo', 'Benguela', 'Bié', 'Cabinda', 'Cuando', 'Cubango', 'Cuanza Norte', 'Cuanza Sul', 'Cunene', 'Huambo', 'Huíla', 'Icolo e Bengo', 'Luanda', 'Lunda Norte', 'Lunda Sul', 'Malanje', 'Moxico', 'Moxico Leste', 'Namibe', 'Uíge', 'Zaire', 'Cabo Delgado', 'Gaza', 'Inhambane', 'Manica', 'Maputo Cidade', 'Maputo Província', 'Nampula', 'Niassa', 'Sofala', 'Tete', 'Zambézia');
  CREATE TYPE "public"."enum_casting_applications_talent" AS ENUM('apresentacao', 'representacao', 'canto', 'danca', 'humor', 'outro');
  CREATE TYPE "public"."enum_casting_applications_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_coverage_requests_province" AS ENUM('Bengo', 'Benguela', 'Bié', 'Cabinda', 'Cuando', 'Cubango', 'Cuanza Norte', 'Cuanza Sul', 'Cunene', 'Huambo', 'Huíla', 'Icolo e Bengo', 'Luanda', 'Lunda Norte', 'Lunda Sul', 'Malanje', 'Moxico', 'Moxico Leste', 'Namibe', 'Uíge', 'Zaire', 'Cabo Delgado', 'Gaza', 'Inhambane', 'Manica', 'Maputo Cidade', 'Maputo Província', 'Nampula', 'Niassa', 'Sofala', 'Tete', 'Zambézia');
  CREATE TYPE "public"."enum_coverage_requests_property_type" AS ENUM('moradia', 'apartamento', 'empresa');
  CREATE TYPE "public"."enum_coverage_requests_interest" AS ENUM('tv-net', 'net', 'nao-sei');
  CREATE TYPE "public"."enum_coverage_requests_contact_time" AS ENUM('manha', 'tarde', 'qualquer');
  CREATE TYPE "public"."enum_coverage_requests_locale" AS ENUM('pt', 'en');
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"location" varchar,
  	"closes_at" timestamp(3) with time zone,
  	"country_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"department" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_location" varchar,
  	"version_closes_at" timestamp(3) with time zone,
  	"version_country_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__jobs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_department" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_stores_kind" DEFAULT 'loja' NOT NULL,
  	"province" "enum_stores_province" NOT NULL,
  	"city" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"phone" varchar,
  	"country_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stores_locales" (
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "settings_terms_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"term" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "newsletter_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"service" "enum_newsletter_subscriptions_service" NOT NULL,
  	"country_id" integer NOT NULL,
  	"ip" varchar,
  	"locale" "enum_newsletter_subscriptions_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "callback_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_name" varchar NOT NULL,
  	"client_phone" varchar NOT NULL,
  	"client_subject" varchar NOT NULL,
  	"country_id" integer NOT NULL,
  	"ip" varchar,
  	"locale" "enum_callback_requests_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_id" integer,
  	"area" varchar,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"province" "enum_job_applications_province" NOT NULL,
  	"education" "enum_job_applications_education" NOT NULL,
  	"experience_years" numeric NOT NULL,
  	"linkedin" varchar,
  	"cover_letter" varchar,
  	"cv_id" integer NOT NULL,
  	"country_id" integer NOT NULL,
  	"ip" varchar,
  	"locale" "enum_job_applications_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "casting_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"birth_date" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"province" "enum_casting_applications_province" NOT NULL,
  	"city" varchar NOT NULL,
  	"talent" "enum_casting_applications_talent" NOT NULL,
  	"about" varchar NOT NULL,
  	"video_url" varchar,
  	"social_url" varchar,
  	"country_id" integer NOT NULL,
  	"ip" varchar,
  	"locale" "enum_casting_applications_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coverage_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"province" "enum_coverage_requests_province" NOT NULL,
  	"municipality" varchar NOT NULL,
  	"neighbourhood" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"landmark" varchar,
  	"property_type" "enum_coverage_requests_property_type" NOT NULL,
  	"interest" "enum_coverage_requests_interest" NOT NULL,
  	"contact_time" "enum_coverage_requests_contact_time" NOT NULL,
  	"country_id" integer NOT NULL,
  	"ip" varchar,
  	"locale" "enum_coverage_requests_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cv_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "popup_analytics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"month" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"country_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "popup_analytics_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"record_id" integer NOT NULL,
  	"day" numeric NOT NULL,
  	"click_count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "settings" ADD COLUMN "popup_enabled" boolean DEFAULT true;
  ALTER TABLE "settings" ADD COLUMN "popup_link_apple" varchar;
  ALTER TABLE "settings" ADD COLUMN "popup_link_play_store" varchar;
  ALTER TABLE "settings" ADD COLUMN "popup_time" numeric;
  ALTER TABLE "settings" ADD COLUMN "popup_qr_code_id" integer;
  ALTER TABLE "settings" ADD COLUMN "popup_country_popup" boolean DEFAULT true;
  ALTER TABLE "settings" ADD COLUMN "terms_document_id" integer;
  ALTER TABLE "settings_locales" ADD COLUMN "popup_title" varchar;
  ALTER TABLE "settings_locales" ADD COLUMN "popup_description" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stores_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "callback_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "casting_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coverage_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cv_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "popup_analytics_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "popup_analytics_days_id" integer;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores" ADD CONSTRAINT "stores_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores_locales" ADD CONSTRAINT "stores_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_terms_items" ADD CONSTRAINT "settings_terms_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_id_cv_files_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cv_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "casting_applications" ADD CONSTRAINT "casting_applications_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coverage_requests" ADD CONSTRAINT "coverage_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popup_analytics" ADD CONSTRAINT "popup_analytics_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popup_analytics_days" ADD CONSTRAINT "popup_analytics_days_record_id_popup_analytics_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."popup_analytics"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "jobs_country_idx" ON "jobs" USING btree ("country_id");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_country_idx" ON "_jobs_v" USING btree ("version_country_id");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stores_province_idx" ON "stores" USING btree ("province");
  CREATE INDEX "stores_country_idx" ON "stores" USING btree ("country_id");
  CREATE INDEX "stores_updated_at_idx" ON "stores" USING btree ("updated_at");
  CREATE INDEX "stores_created_at_idx" ON "stores" USING btree ("created_at");
  CREATE UNIQUE INDEX "stores_locales_locale_parent_id_unique" ON "stores_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_terms_items_order_idx" ON "settings_terms_items" USING btree ("_order");
  CREATE INDEX "settings_terms_items_parent_id_idx" ON "settings_terms_items" USING btree ("_parent_id");
  CREATE INDEX "settings_terms_items_locale_idx" ON "settings_terms_items" USING btree ("_locale");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "newsletter_subscriptions_country_idx" ON "newsletter_subscriptions" USING btree ("country_id");
  CREATE INDEX "newsletter_subscriptions_updated_at_idx" ON "newsletter_subscriptions" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscriptions_created_at_idx" ON "newsletter_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_service_country_idx" ON "newsletter_subscriptions" USING btree ("email","service","country_id");
  CREATE INDEX "callback_requests_country_idx" ON "callback_requests" USING btree ("country_id");
  CREATE INDEX "callback_requests_updated_at_idx" ON "callback_requests" USING btree ("updated_at");
  CREATE INDEX "callback_requests_created_at_idx" ON "callback_requests" USING btree ("created_at");
  CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");
  CREATE INDEX "job_applications_cv_idx" ON "job_applications" USING btree ("cv_id");
  CREATE INDEX "job_applications_country_idx" ON "job_applications" USING btree ("country_id");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE INDEX "casting_applications_country_idx" ON "casting_applications" USING btree ("country_id");
  CREATE INDEX "casting_applications_updated_at_idx" ON "casting_applications" USING btree ("updated_at");
  CREATE INDEX "casting_applications_created_at_idx" ON "casting_applications" USING btree ("created_at");
  CREATE INDEX "coverage_requests_country_idx" ON "coverage_requests" USING btree ("country_id");
  CREATE INDEX "coverage_requests_updated_at_idx" ON "coverage_requests" USING btree ("updated_at");
  CREATE INDEX "coverage_requests_created_at_idx" ON "coverage_requests" USING btree ("created_at");
  CREATE INDEX "cv_files_updated_at_idx" ON "cv_files" USING btree ("updated_at");
  CREATE INDEX "cv_files_created_at_idx" ON "cv_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "cv_files_filename_idx" ON "cv_files" USING btree ("filename");
  CREATE INDEX "popup_analytics_country_idx" ON "popup_analytics" USING btree ("country_id");
  CREATE INDEX "popup_analytics_updated_at_idx" ON "popup_analytics" USING btree ("updated_at");
  CREATE INDEX "popup_analytics_created_at_idx" ON "popup_analytics" USING btree ("created_at");
  CREATE UNIQUE INDEX "country_year_month_idx" ON "popup_analytics" USING btree ("country_id","year","month");
  CREATE INDEX "popup_analytics_days_record_idx" ON "popup_analytics_days" USING btree ("record_id");
  CREATE INDEX "popup_analytics_days_updated_at_idx" ON "popup_analytics_days" USING btree ("updated_at");
  CREATE INDEX "popup_analytics_days_created_at_idx" ON "popup_analytics_days" USING btree ("created_at");
  CREATE UNIQUE INDEX "record_day_idx" ON "popup_analytics_days" USING btree ("record_id","day");
  ALTER TABLE "settings" ADD CONSTRAINT "settings_popup_qr_code_id_media_id_fk" FOREIGN KEY ("popup_qr_code_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_terms_document_id_documents_id_fk" FOREIGN KEY ("terms_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk" FOREIGN KEY ("newsletter_subscriptions_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_callback_requests_fk" FOREIGN KEY ("callback_requests_id") REFERENCES "public"."callback_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_casting_applications_fk" FOREIGN KEY ("casting_applications_id") REFERENCES "public"."casting_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coverage_requests_fk" FOREIGN KEY ("coverage_requests_id") REFERENCES "public"."coverage_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cv_files_fk" FOREIGN KEY ("cv_files_id") REFERENCES "public"."cv_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popup_analytics_fk" FOREIGN KEY ("popup_analytics_id") REFERENCES "public"."popup_analytics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popup_analytics_days_fk" FOREIGN KEY ("popup_analytics_days_id") REFERENCES "public"."popup_analytics_days"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "settings_popup_popup_qr_code_idx" ON "settings" USING btree ("popup_qr_code_id");
  CREATE INDEX "settings_terms_terms_document_idx" ON "settings" USING btree ("terms_document_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_stores_id_idx" ON "payload_locked_documents_rels" USING btree ("stores_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_callback_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("callback_requests_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_casting_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("casting_applications_id");
  CREATE INDEX "payload_locked_documents_rels_coverage_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("coverage_requests_id");
  CREATE INDEX "payload_locked_documents_rels_cv_files_id_idx" ON "payload_locked_documents_rels" USING btree ("cv_files_id");
  CREATE INDEX "payload_locked_documents_rels_popup_analytics_id_idx" ON "payload_locked_documents_rels" USING btree ("popup_analytics_id");
  CREATE INDEX "payload_locked_documents_rels_popup_analytics_days_id_idx" ON "payload_locked_documents_rels" USING btree ("popup_analytics_days_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stores" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stores_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_terms_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "callback_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "casting_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coverage_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cv_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popup_analytics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popup_analytics_days" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "stores" CASCADE;
  DROP TABLE "stores_locales" CASCADE;
  DROP TABLE "settings_terms_items" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "newsletter_subscriptions" CASCADE;
  DROP TABLE "callback_requests" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "casting_applications" CASCADE;
  DROP TABLE "coverage_requests" CASCADE;
  DROP TABLE "cv_files" CASCADE;
  DROP TABLE "popup_analytics" CASCADE;
  DROP TABLE "popup_analytics_days" CASCADE;
  ALTER TABLE "settings" DROP CONSTRAINT "settings_popup_qr_code_id_media_id_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_terms_document_id_documents_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stores_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_callback_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_casting_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coverage_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cv_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_popup_analytics_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_popup_analytics_days_fk";
  
  DROP INDEX "settings_popup_popup_qr_code_idx";
  DROP INDEX "settings_terms_terms_document_idx";
  DROP INDEX "payload_locked_documents_rels_jobs_id_idx";
  DROP INDEX "payload_locked_documents_rels_stores_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx";
  DROP INDEX "payload_locked_documents_rels_callback_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_casting_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_coverage_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_cv_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_popup_analytics_id_idx";
  DROP INDEX "payload_locked_documents_rels_popup_analytics_days_id_idx";
  ALTER TABLE "settings" DROP COLUMN "popup_enabled";
  ALTER TABLE "settings" DROP COLUMN "popup_link_apple";
  ALTER TABLE "settings" DROP COLUMN "popup_link_play_store";
  ALTER TABLE "settings" DROP COLUMN "popup_time";
  ALTER TABLE "settings" DROP COLUMN "popup_qr_code_id";
  ALTER TABLE "settings" DROP COLUMN "popup_country_popup";
  ALTER TABLE "settings" DROP COLUMN "terms_document_id";
  ALTER TABLE "settings_locales" DROP COLUMN "popup_title";
  ALTER TABLE "settings_locales" DROP COLUMN "popup_description";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stores_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "callback_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "casting_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coverage_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cv_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "popup_analytics_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "popup_analytics_days_id";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum_stores_kind";
  DROP TYPE "public"."enum_stores_province";
  DROP TYPE "public"."enum_newsletter_subscriptions_service";
  DROP TYPE "public"."enum_newsletter_subscriptions_locale";
  DROP TYPE "public"."enum_callback_requests_locale";
  DROP TYPE "public"."enum_job_applications_province";
  DROP TYPE "public"."enum_job_applications_education";
  DROP TYPE "public"."enum_job_applications_locale";
  DROP TYPE "public"."enum_casting_applications_province";
  DROP TYPE "public"."enum_casting_applications_talent";
  DROP TYPE "public"."enum_casting_applications_locale";
  DROP TYPE "public"."enum_coverage_requests_province";
  DROP TYPE "public"."enum_coverage_requests_property_type";
  DROP TYPE "public"."enum_coverage_requests_interest";
  DROP TYPE "public"."enum_coverage_requests_contact_time";
  DROP TYPE "public"."enum_coverage_requests_locale";`)
}
