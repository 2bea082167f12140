import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`callback_requests\` ADD \`subject_code\` text;`)
  // Requests stored before subjects had codes keep their text; their code is read from it (the
  // operator name, then the subject in Portuguese, the only wording the form had until then, or
  // in English, so that undoing and redoing this migration loses no code).
  await db.run(sql`UPDATE \`callback_requests\` SET \`subject_code\` = CASE
      WHEN \`client_subject\` LIKE '% Satélite Adesão' THEN 'satelite-adesao'
      WHEN \`client_subject\` LIKE '% Satélite Apoio Técnico' THEN 'satelite-apoio-tecnico'
      WHEN \`client_subject\` LIKE '% Satélite Informações' THEN 'satelite-informacoes'
      WHEN \`client_subject\` LIKE '% Fibra Adesão' THEN 'fibra-adesao'
      WHEN \`client_subject\` LIKE '% Fibra Apoio Técnico' THEN 'fibra-apoio-tecnico'
      WHEN \`client_subject\` LIKE '% Fibra Informações' THEN 'fibra-informacoes'
      WHEN \`client_subject\` LIKE '% Satellite Subscription' THEN 'satelite-adesao'
      WHEN \`client_subject\` LIKE '% Satellite Technical Support' THEN 'satelite-apoio-tecnico'
      WHEN \`client_subject\` LIKE '% Satellite Information' THEN 'satelite-informacoes'
      WHEN \`client_subject\` LIKE '% Fibre Subscription' THEN 'fibra-adesao'
      WHEN \`client_subject\` LIKE '% Fibre Technical Support' THEN 'fibra-apoio-tecnico'
      WHEN \`client_subject\` LIKE '% Fibre Information' THEN 'fibra-informacoes'
    END WHERE \`subject_code\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`callback_requests\` DROP COLUMN \`subject_code\`;`)
}
