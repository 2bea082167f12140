import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`novels_schedule\`;`)
  await db.run(sql`DROP TABLE \`_novels_v_version_schedule\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
}
