import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_programmes_airing" AS ENUM('rerun', 'marathon', 'live');
  CREATE TABLE "pages_blocks_payment_methods_methods_codes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_payment_methods_methods_codes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages_blocks_payment_methods_methods" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods" ADD COLUMN "anchor" varchar;
  ALTER TABLE "programmes" ADD COLUMN "episode" numeric;
  ALTER TABLE "programmes" ADD COLUMN "airing" "enum_programmes_airing";
  ALTER TABLE "programmes" ADD COLUMN "novel_id" integer;
  ALTER TABLE "stores" ADD COLUMN "neighbourhood" varchar;
  ALTER TABLE "stores" ADD COLUMN "latitude" numeric;
  ALTER TABLE "stores" ADD COLUMN "longitude" numeric;
  ALTER TABLE "_stores_v" ADD COLUMN "version_neighbourhood" varchar;
  ALTER TABLE "_stores_v" ADD COLUMN "version_latitude" numeric;
  ALTER TABLE "_stores_v" ADD COLUMN "version_longitude" numeric;
  ALTER TABLE "pages_blocks_payment_methods_methods_codes" ADD CONSTRAINT "pages_blocks_payment_methods_methods_codes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_payment_methods_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods_codes" ADD CONSTRAINT "_pages_v_blocks_payment_methods_methods_codes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_payment_methods_methods"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_payment_methods_methods_codes_order_idx" ON "pages_blocks_payment_methods_methods_codes" USING btree ("_order");
  CREATE INDEX "pages_blocks_payment_methods_methods_codes_parent_id_idx" ON "pages_blocks_payment_methods_methods_codes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payment_methods_methods_codes_locale_idx" ON "pages_blocks_payment_methods_methods_codes" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_codes_order_idx" ON "_pages_v_blocks_payment_methods_methods_codes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_codes_parent_id_idx" ON "_pages_v_blocks_payment_methods_methods_codes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_codes_locale_idx" ON "_pages_v_blocks_payment_methods_methods_codes" USING btree ("_locale");
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_novel_id_novels_id_fk" FOREIGN KEY ("novel_id") REFERENCES "public"."novels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "programmes_novel_idx" ON "programmes" USING btree ("novel_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_payment_methods_methods_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_payment_methods_methods_codes" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_methods_methods_codes" CASCADE;
  ALTER TABLE "programmes" DROP CONSTRAINT "programmes_novel_id_novels_id_fk";
  
  DROP INDEX "programmes_novel_idx";
  ALTER TABLE "pages_blocks_payment_methods_methods" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_payment_methods_methods" DROP COLUMN "anchor";
  ALTER TABLE "programmes" DROP COLUMN "episode";
  ALTER TABLE "programmes" DROP COLUMN "airing";
  ALTER TABLE "programmes" DROP COLUMN "novel_id";
  ALTER TABLE "stores" DROP COLUMN "neighbourhood";
  ALTER TABLE "stores" DROP COLUMN "latitude";
  ALTER TABLE "stores" DROP COLUMN "longitude";
  ALTER TABLE "_stores_v" DROP COLUMN "version_neighbourhood";
  ALTER TABLE "_stores_v" DROP COLUMN "version_latitude";
  ALTER TABLE "_stores_v" DROP COLUMN "version_longitude";
  DROP TYPE "public"."enum_programmes_airing";`)
}
