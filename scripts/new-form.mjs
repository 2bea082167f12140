#!/usr/bin/env node
// `npm run new:form <name>`: writes a working lead form as docs/adding-a-lead-form.md describes it:
// the zod schema (forms/<name>/schema.ts), what its endpoint stores (lead-form.ts), the endpoint
// (app/(forms)/api/forms/<name>/route.ts), a lead collection of its own (cms/collections/leads/,
// listed in lead-forms.ts, which registers it in the CMS and counts it on the dashboard), the client
// form inside the shared shell and its lazy wrapper, a page block <name>-form (registered as
// `npm run new:block` registers one), its strings (forms.<name> in both locale files), a Jest test of
// the schema, the block's test and stories, and an integration test of the endpoint on real SQLite.
// The form asks for a name, a phone number, an e-mail, a province and a message; the rest is the
// developer's to shape. Refuses a malformed name, or one a form, endpoint, block, collection or
// string section already has, before writing anything.
// `--root <dir>` scaffolds into another copy of the project (its tests do, into a temporary one).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { placeholderPicture, planBlockRegistration } from './scaffold/block-registry.mjs'
import { KEBAB, namesOf } from './scaffold/names.mjs'
import { applyAnchoredEdits, formatWritten, planAnchoredEdits } from './scaffold/writing.mjs'

const usage = 'Usage: npm run new:form <name>   (kebab case, e.g. trade-in; the endpoint becomes /api/forms/trade-in)'

function fail(message) {
  console.error(`new:form: ${message}`)
  process.exit(1)
}

const args = process.argv.slice(2)
const rootAt = args.indexOf('--root')
const root =
  rootAt >= 0 ? resolve(args.splice(rootAt, 2)[1] ?? fail('--root needs a folder')) : resolve(import.meta.dirname, '..')
if (args.length !== 1) fail(`give one form name.\n${usage}`)
const [name] = args
if (!KEBAB.test(name))
  fail(`"${name}" is not a form name: use lower-case words joined by hyphens, starting with a letter.\n${usage}`)

// trade-in: the form tradeIn (its strings forms.tradeIn), TradeInForm, the collection trade-in-requests
// (TradeInRequests), the block trade-in-form (tradeInForm, TradeInFormBlock).
const { camel, pascal, title, snake } = namesOf(name)
const collection = `${name}-requests`
const block = { folder: `${name}-form`, slug: `${camel}Form`, pascal: `${pascal}Form` }

// Everything is checked before anything is written, so a refusal leaves the project as it was.
const taken = [
  `forms/${name}`,
  `app/(forms)/api/forms/${name}`,
  `cms/collections/leads/${pascal}Requests.ts`,
  `tests/integration/${name}-form.int.ts`,
].find((path) => existsSync(join(root, path)))
if (taken) fail(`${taken} already exists; pick another name.`)
const registration = planBlockRegistration(root, block, fail)
const leadForms = planAnchoredEdits(
  root,
  [
    {
      file: 'cms/collections/leads/lead-forms.ts',
      edits: [
        ['// new-form: collection imports', `import { ${pascal}Requests } from './${pascal}Requests'`],
        ['  // new-form: collections', `  ${pascal}Requests,`],
      ],
    },
    {
      // A lead holds a person's data, so it has a lifetime from the start: the call-back's 12 months,
      // which an administrator can change in /admin → Privacy (its field comes from this list).
      file: 'lib/privacy/retention.ts',
      edits: [['  // new-form: retention', `  '${collection}': 12,`]],
    },
  ],
  'where new lead collections are added',
  fail,
)
if (leadForms[0].text.includes(`${pascal}Requests`))
  fail(`a collection ${pascal}Requests is already listed in cms/collections/leads/lead-forms.ts; pick another name.`)
/** Every .ts file under a folder, for the collections' slugs. */
const sourcesUnder = (dir) =>
  readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
if (sourcesUnder('cms/collections').some((file) => readFileSync(file, 'utf8').includes(`slug: '${collection}'`)))
  fail(`a collection "${collection}" already exists; pick another name.`)
const localeFiles = ['pt', 'en'].map((locale) => join(root, 'locales', locale, 'common.json'))
const locales = localeFiles.map((file) => JSON.parse(readFileSync(file, 'utf8')))
if (locales.some((strings) => camel in strings.forms))
  fail(`the strings forms.${camel} already exist in locales/*/common.json; pick another name.`)

// The form's own strings (its message field and submit button); the contact fields' are shared (forms.leadFields).
const strings = {
  pt: {
    message: 'Mensagem',
    messageHint: 'Diga-nos em poucas palavras o que pretende.',
    submit: 'Enviar pedido',
  },
  en: {
    message: 'Message',
    messageHint: 'Tell us in a few words what you would like.',
    submit: 'Send request',
  },
}

const files = {
  [`forms/${name}/schema.ts`]: `import { z } from 'zod'
import type { CountryCode } from '@/lib/countries'
import { acceptedTerms, email, honeypot, personName, phone, province, text } from '@/lib/forms/fields'

/**
 * The ${title} request for one country, shared by the browser and the endpoint: who to call back (a
 * name, the country's phone number, an e-mail, the province) and what they would like, with the
 * terms box and the honeypot every lead form has. Messages are keys under forms.errors.
 */
export function ${camel}Schema(country: CountryCode) {
  return z.object({
    fullName: personName(),
    phone: phone(country),
    email: email(),
    province: province(country),
    message: text(5, 1000),
    acceptTerms: acceptedTerms(),
    website: honeypot(),
  })
}
export type ${pascal}Input = z.input<ReturnType<typeof ${camel}Schema>>
`,
  [`forms/${name}/fixtures.ts`]: `import type { ${pascal}Input } from '@/forms/${name}/schema'

/**
 * A ${title} request as a visitor on the Angolan site fills it in: the schema's test and the
 * endpoint's integration test start from it and change one field at a time.
 */
export const valid${pascal}: ${pascal}Input = {
  fullName: 'Paulo Neto',
  phone: '923 000 111',
  email: 'Paulo.Neto@Example.co.ao',
  province: 'Luanda',
  message: 'Gostaria de ser contactado sobre este pedido.',
  acceptTerms: true,
}
`,
  [`forms/${name}/schema.test.ts`]: `import { describe, expect, it } from '@jest/globals'
import type { CountryCode } from '@/lib/countries'
import { valid${pascal} } from '@/forms/${name}/fixtures'
import { ${camel}Schema } from '@/forms/${name}/schema'

/** The fields the schema refuses, with their message keys. */
const refused = (input: unknown, country: CountryCode = 'ao') =>
  Object.fromEntries(
    (${camel}Schema(country).safeParse(input).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  )

describe('${title} schema', () => {
  it('accepts a good request, normalising the phone number and the e-mail', () => {
    expect(${camel}Schema('ao').parse(valid${pascal})).toMatchObject({
      fullName: 'Paulo Neto',
      phone: '+244923000111',
      email: 'paulo.neto@example.co.ao',
      province: 'Luanda',
      acceptTerms: true,
    })
  })

  it('takes the phone numbers and provinces of the site’s country', () => {
    expect(refused({ ...valid${pascal}, phone: '84 123 4567', province: 'Gaza' }, 'mz')).toEqual({})
    expect(refused({ ...valid${pascal}, province: 'Gaza' })).toEqual({ province: 'forms.errors.choice' })
  })

  it.each([
    ['a name with digits', { fullName: 'R2D2' }, 'fullName', 'forms.errors.name'],
    ['a number that cannot exist', { phone: '123' }, 'phone', 'forms.errors.phone'],
    ['a malformed e-mail', { email: 'paulo@' }, 'email', 'forms.errors.email'],
    ['no message', { message: '   ' }, 'message', 'forms.errors.required'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', 'forms.errors.terms'],
    ['a filled honeypot', { website: 'http://spam.example' }, 'website', 'forms.errors.bot'],
  ])('refuses %s with its message key', (_case, change, field, key) => {
    expect(refused({ ...valid${pascal}, ...change })).toEqual({ [field]: key })
  })
})
`,
  [`forms/${name}/lead-form.ts`]: `import { ${camel}Schema } from '@/forms/${name}/schema'
import type { LeadForm } from '@/lib/leads/handle-lead'
import { leadMeta } from '@/lib/leads/lead-meta'

/** What /api/forms/${name} checks and stores: a ${title} request, in ${collection}. */
export const ${camel}Form: LeadForm<ReturnType<typeof ${camel}Schema>> = {
  name: '${name}',
  maxBytes: 16 * 1024,
  schema: ${camel}Schema,
  successKey: 'forms.successGeneric',
  async store({ acceptTerms: _terms, website: _honeypot, ...fields }, context) {
    await context.payload.create({
      collection: '${collection}',
      data: { ...fields, ...leadMeta(context) },
      overrideAccess: true,
    })
  },
}
`,
  [`forms/${name}/${pascal}Form.tsx`]: `'use client'

import { useMemo } from 'react'
import { EmailField, FullNameField, PhoneField, ProvinceField } from '@/components/forms/ContactFields'
import styles from '@/components/forms/Form.module.scss'
import { Field } from '@/components/forms/FormParts'
import type { FormLabels } from '@/components/forms/labels'
import { fieldMarks, LeadFormShell } from '@/components/forms/LeadFormShell'
import { useLeadForm } from '@/components/forms/use-lead-form'
import type { CountryCode } from '@/lib/countries'
import { ${camel}Schema, type ${pascal}Input } from '@/forms/${name}/schema'

type Props = { country: CountryCode; labels: FormLabels<'${camel}' | 'leadFields' | 'optional'> }

/** The ${title} request: who to call back and what they would like, inside the shell every lead form shares. */
export function ${pascal}Form({ country, labels }: Props) {
  const schema = useMemo(() => ${camel}Schema(country), [country])
  const defaultValues: ${pascal}Input = {
    fullName: '',
    phone: '',
    email: '',
    province: '' as ${pascal}Input['province'],
    message: '',
    acceptTerms: false,
    website: '',
  }
  const form = useLeadForm({ form: '${name}', schema, defaultValues, labels })
  const { methods, errorOf } = form
  const { register } = methods
  const { required } = fieldMarks(labels)

  return (
    <LeadFormShell labels={labels} form={form} submitLabel={labels.${camel}.submit}>
      <FullNameField labels={labels} register={register('fullName')} error={errorOf('fullName')} />
      <div className={styles.row}>
        <PhoneField labels={labels} register={register('phone')} error={errorOf('phone')} country={country} />
        <EmailField labels={labels} register={register('email')} error={errorOf('email')} />
      </div>
      <ProvinceField labels={labels} register={register('province')} error={errorOf('province')} country={country} />
      <Field
        label={labels.${camel}.message}
        hint={labels.${camel}.messageHint}
        error={errorOf('message')}
        {...required}
      >
        <textarea rows={5} maxLength={1000} {...register('message')} />
      </Field>
    </LeadFormShell>
  )
}
`,
  [`forms/${name}/${pascal}Form.lazy.tsx`]: `'use client'

import dynamic from 'next/dynamic'

// Its own chunk, fetched only by pages that render it (docs/decisions.md, "Keeping the first load small").
export const ${pascal}Form = dynamic(() => import('./${pascal}Form').then((m) => m.${pascal}Form))
`,
  [`app/(forms)/api/forms/${name}/route.ts`]: `import { handleLead } from '@/lib/leads/handle-lead'
import { ${camel}Form } from '@/forms/${name}/lead-form'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleLead(request, ${camel}Form)
}
`,
  [`cms/collections/leads/${pascal}Requests.ts`]: `import { leadEmailField, leadFullNameField, leadPhoneField, leadProvinceField } from '@/cms/fields/lead-contact'
import { leadCollection } from './lead-collection'

/** ${title} requests sent from the site (forms/${name}), for the team to call back. */
export const ${pascal}Requests = leadCollection({
  slug: '${collection}',
  labels: {
    singular: { pt: 'Pedido (${title})', en: '${title} request' },
    plural: { pt: 'Pedidos (${title})', en: '${title} requests' },
  },
  titleField: 'fullName',
  columns: ['fullName', 'phone', 'email', 'province'],
  fields: [
    leadFullNameField,
    leadPhoneField,
    leadEmailField,
    leadProvinceField,
    {
      name: 'message',
      label: { pt: 'Mensagem', en: 'Message' },
      type: 'textarea',
      required: true,
      admin: { readOnly: true },
    },
  ],
})
`,
  [`blocks/${block.folder}/config.ts`]: `import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** The ${title} request form (forms/${name}), with a heading and an intro. */
export const ${block.pascal}Block: Block = {
  slug: '${block.slug}',
  interfaceName: '${block.pascal}Block',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, label: { pt: 'Título', en: 'Heading' } },
    { name: 'intro', type: 'textarea', maxLength: 600, label: { pt: 'Introdução', en: 'Intro' } },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Formulário: ${title}', en: '${title} form' },
  description: {
    pt: 'Um pedido de contacto: nome, telefone, e-mail, província e mensagem.',
    en: 'A contact request: name, phone, e-mail, province and message.',
  },
  group: 'forms',
}
`,
  [`blocks/${block.folder}/Component.tsx`]: `import { BlockSection } from '@/components/blocks/BlockSection'
import { formLabels } from '@/components/forms/labels'
import styles from '@/components/forms/LeadFormBlock.module.scss'
import { ${pascal}Form } from '@/forms/${name}/${pascal}Form.lazy'
import type { BlockProps } from '@/registry/types'

/** The ${title} request: heading, intro and the form (a client island, its own chunk). */
export function ${block.pascal}BlockComponent({ block, context }: BlockProps<'${block.slug}'>) {
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      <${pascal}Form
        country={context.country}
        labels={formLabels(context.locale, context.country, '${camel}', 'leadFields', 'optional')}
      />
    </BlockSection>
  )
}
`,
  [`blocks/${block.folder}/${block.pascal}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { ${block.pascal}BlockComponent } from './Component'

const meta = {
  title: 'Blocks/${title} form',
  component: ${block.pascal}BlockComponent,
} satisfies Meta<typeof ${block.pascal}BlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: {
      blockType: '${block.slug}',
      heading: 'Peça-nos um contacto',
      intro: 'Deixe os seus dados e a equipa da ZAP liga-lhe.',
    },
    context: blockContext('pt', 'ao', true),
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: { blockType: '${block.slug}', heading: 'Ask us to call you' },
    context: blockContext('en', 'mz', false),
  },
}
`,
  [`blocks/${block.folder}/${block.pascal}.test.tsx`]: `import { describe, expect, it } from '@jest/globals'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ${block.pascal}BlockComponent } from '@/blocks/${block.folder}/Component'
import { fieldLabels, jsonResponse, mockFetch } from '@/components/forms/form-test-support'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'

const fetchMock = mockFetch()

const block = {
  blockType: '${block.slug}' as const,
  heading: 'Peça-nos um contacto',
  intro: 'Deixe os seus dados e a equipa da ZAP liga-lhe.',
}

function renderForm(locale: Locale = 'pt', isFirst = true) {
  const user = userEvent.setup()
  render(<${block.pascal}BlockComponent block={block} context={blockContext(locale, 'ao', isFirst)} />)
  return user
}
const field = (label: RegExp) => screen.getByLabelText(label)

describe('${title} form block', () => {
  it('opens the page with its heading and intro, and is an h2 further down', () => {
    renderForm('pt')
    expect(screen.getByRole('heading', { level: 1, name: 'Peça-nos um contacto' })).toBeInTheDocument()
    expect(screen.getByText('Deixe os seus dados e a equipa da ZAP liga-lhe.')).toBeInTheDocument()
    cleanup()
    renderForm('pt', false)
    expect(screen.getByRole('heading', { level: 2, name: 'Peça-nos um contacto' })).toBeInTheDocument()
  })

  it('labels every field, in Portuguese and in English, marking which are required', () => {
    renderForm('pt')
    expect(fieldLabels()).toEqual([
      'Nome completo (obrigatório)',
      'Telefone (obrigatório)',
      'E-mail (obrigatório)',
      'Província (obrigatório)',
      'Mensagem (obrigatório)',
      'Li e aceito os termos e condições (obrigatório)',
    ])
    cleanup()
    renderForm('en')
    expect(fieldLabels()).toEqual([
      'Full name (required)',
      'Phone (required)',
      'E-mail (required)',
      'Province (required)',
      'Message (required)',
      'I have read and accept the terms and conditions (required)',
    ])
  })

  it('names the missing fields on an empty submit and sends nothing', async () => {
    const user = renderForm('pt')
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }))
    expect(await screen.findByText('Indique o seu nome (só letras, 2 a 120 caracteres).')).toBeInTheDocument()
    expect(field(/^Nome completo/)).toHaveFocus()
    expect(field(/^Mensagem/)).toHaveAccessibleDescription(/Preencha este campo\\.$/)
    expect(field(/^Província/)).toHaveAccessibleDescription('Escolha uma das opções.')
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Deve aceitar os termos e condições para enviar.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the request to its endpoint in the page’s language, then shows the response and empties the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true, message: 'We have received your request. Thank you!' }))
    const user = renderForm('en')
    await user.type(field(/^Full name/), 'Pedro Costa')
    await user.type(field(/^Phone/), '923000111')
    await user.type(field(/^E-mail/), 'PEDRO@Example.com')
    await user.selectOptions(field(/^Province/), 'Luanda')
    await user.type(field(/^Message/), 'Please call me in the afternoon.')
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the terms and conditions/ }))
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('We have received your request. Thank you!')).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/forms/${name}?locale=en')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      fullName: 'Pedro Costa',
      phone: '+244923000111',
      email: 'pedro@example.com',
      province: 'Luanda',
      message: 'Please call me in the afternoon.',
      acceptTerms: true,
    })
    expect(field(/^Message/)).toHaveValue('')
  })
})
`,
  [`tests/integration/${name}-form.int.ts`]: `import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import { valid${pascal} } from '@/forms/${name}/fixtures'
import { COUNTRY_CODES, COUNTRY_NAMES } from '@/lib/countries'
import { readApiError } from '@/lib/rest/api-error'
import { freshPayload } from './support/helpers'

// The ${title} endpoint (forms/${name}/lead-form.ts through handleLead) on a real SQLite file that the
// committed migrations made. Not seeded: a lead needs only the countries it is counted in, so the file
// takes seconds, in the scaffolds' check (scripts/scaffolds-check.mjs) too.

/** The status, the success message, and a refusal read as the browser's forms read it (a message per field). */
type FormResponse = { status: number; message?: string; fields: Record<string, string> }
let payload: Payload
let cleanup: () => Promise<void>
let post: (body: unknown, host?: string) => Promise<FormResponse>

before(async () => {
  ;({ payload, cleanup } = await freshPayload())
  for (const code of COUNTRY_CODES)
    await payload.create({
      collection: 'countries',
      data: { code, name: COUNTRY_NAMES[code], siteUrl: 'https://www.zap.co.' + code },
    })
  // Both load the Payload config, so only once freshPayload has named the database.
  const { handleLead } = await import('@/lib/leads/handle-lead')
  const { ${camel}Form } = await import('@/forms/${name}/lead-form')
  let visitors = 0
  post = async (body, host = 'localhost:3000') => {
    // A visitor of their own each time, so no test meets the rate limit.
    const request = new Request('http://' + host + '/api/forms/${name}?locale=pt', {
      method: 'POST',
      headers: { host, 'x-zap-client-ip': '198.51.100.' + ++visitors, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const response = await handleLead(request, ${camel}Form)
    const json: unknown = await response.json()
    const message = response.ok ? (json as { message: string }).message : readApiError(json).message
    return { status: response.status, message, fields: readApiError(json).fields }
  }
})
after(async () => cleanup())

const stored = async () =>
  (await payload.find({ collection: '${collection}', overrideAccess: true, depth: 1, sort: 'id' })).docs

describe('${name} endpoint', () => {
  it('stores a valid request once, normalised, with its country and language', async () => {
    const { status, message } = await post(valid${pascal})
    assert.equal(status, 201, message)
    assert.ok(message)
    const docs = await stored()
    assert.equal(docs.length, 1)
    assert.equal(docs[0]!.fullName, 'Paulo Neto')
    assert.equal(docs[0]!.phone, '+244923000111')
    assert.equal(docs[0]!.email, 'paulo.neto@example.co.ao')
    assert.equal(docs[0]!.locale, 'pt')
    assert.equal(typeof docs[0]!.country === 'object' && docs[0]!.country.code, 'ao')
  })

  it('counts a request on the Mozambican site in Mozambique, with its numbers and provinces', async () => {
    const body = { ...valid${pascal}, fullName: 'Ana Machava', phone: '84 123 4567', province: 'Gaza' }
    assert.equal((await post(body, 'mz.localhost:3000')).status, 201)
    const docs = await stored()
    assert.equal(docs.length, 2)
    assert.equal(docs[1]!.phone, '+258841234567')
    assert.equal(typeof docs[1]!.country === 'object' && docs[1]!.country.code, 'mz')
  })

  const invalid: [string, Record<string, unknown>, string][] = [
    ['no name', { fullName: '' }, 'fullName'],
    ['a number that cannot exist', { phone: '123' }, 'phone'],
    ['a province of the other country', { province: 'Gaza' }, 'province'],
    ['no message', { message: '' }, 'message'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
    ['a filled honeypot', { website: 'http://spam.example' }, 'website'],
  ]
  for (const [what, change, field] of invalid) {
    it('refuses ' + what + ' with a message on ' + field + ' and stores nothing', async () => {
      const before = (await stored()).length
      const { status, fields } = await post({ ...valid${pascal}, ...change })
      assert.equal(status, 422)
      assert.deepEqual(Object.keys(fields), [field])
      assert.equal((await stored()).length, before)
    })
  }

  it('refuses a body that is not one request, and stores nothing', async () => {
    const before = (await stored()).length
    assert.equal((await post([valid${pascal}])).status, 400)
    assert.equal((await stored()).length, before)
  })
})
`,
}

const placeholder = await placeholderPicture(`${title} form`)

for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}
applyAnchoredEdits([...registration.edits, ...leadForms])
writeFileSync(registration.picture, placeholder)
// The strings: the form's section added at the end of forms.*, the files kept in their own format
// (two spaces, a final newline: what Prettier leaves as it is).
localeFiles.forEach((file, i) => {
  locales[i].forms[camel] = strings[i === 0 ? 'pt' : 'en']
  writeFileSync(file, `${JSON.stringify(locales[i], null, 2)}\n`)
})
formatWritten(root, [
  ...Object.keys(files).map((file) => join(root, file)),
  ...[...registration.edits, ...leadForms].map(({ path }) => path),
])

const shown = (path) => relative(root, path)
console.log(`Form "${name}" written:
  ${Object.keys(files).join('\n  ')}
  ${shown(registration.picture)} (a placeholder picture for the block picker)
  forms.${camel} in locales/pt/common.json and locales/en/common.json
and registered in ${[...registration.edits, ...leadForms].map(({ file }) => file).join(', ')}.

Next:
  1. Shape the form: its fields in forms/${name}/schema.ts, the same in ${pascal}Form.tsx, fixtures.ts and the
     collection cms/collections/leads/${pascal}Requests.ts; its strings (forms.${camel}, both languages); the
     block's picker entry in blocks/${block.folder}/config.ts.
  2. npm run generate:types            # the collection's and the block's TypeScript types
  3. scripts/migrations-create.sh add_${snake}_form --verify   # their tables, SQLite and PostgreSQL
  4. npm run generate:graphql && npx payload generate:importmap
  5. npx tsc --noEmit && npx jest forms/${name} blocks/${block.folder} stories/stories.test.tsx
  6. node scripts/task.mjs --test tests/integration/${name}-form.int.ts
Then by hand (docs/adding-a-lead-form.md): a page for it (cms/seed/data/pages-leads.ts and the route
lists in tests/e2e/support/*-routes.ts), an e2e spec that sends it in both languages, its collection in
tests/e2e/leads-admin.spec.ts, its cases in tests/fault/support/form-cases.ts and LEAD_TABLES.`)
