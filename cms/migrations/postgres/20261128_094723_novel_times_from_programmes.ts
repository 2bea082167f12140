import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "novels_schedule" CASCADE;
  DROP TABLE "_novels_v_version_schedule" CASCADE;
  DROP TYPE "public"."enum_novels_schedule_day";
  DROP TYPE "public"."enum__novels_v_version_schedule_day";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_novels_schedule_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__novels_v_version_schedule_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TABLE "novels_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_novels_schedule_day",
  	"time" varchar
  );
  
  CREATE TABLE "_novels_v_version_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" "enum__novels_v_version_schedule_day",
  	"time" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "novels_schedule" ADD CONSTRAINT "novels_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."novels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_novels_v_version_schedule" ADD CONSTRAINT "_novels_v_version_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_novels_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "novels_schedule_order_idx" ON "novels_schedule" USING btree ("_order");
  CREATE INDEX "novels_schedule_parent_id_idx" ON "novels_schedule" USING btree ("_parent_id");
  CREATE INDEX "_novels_v_version_schedule_order_idx" ON "_novels_v_version_schedule" USING btree ("_order");
  CREATE INDEX "_novels_v_version_schedule_parent_id_idx" ON "_novels_v_version_schedule" USING btree ("_parent_id");`)
}
