import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { describe, it } from 'node:test'
import sharp from 'sharp'
import { runningCluster } from './support/cluster'

/**
 * Uploads on several instances: a file uploaded on one instance is the same file on every other,
 * the image optimizer of another instance can read it, and a CV stays private everywhere while the
 * administrator can read it on any instance.
 */
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A multipart body as a browser (or the site's own form) sends it. */
async function multipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' }
}

/** A PNG of the given size, uploaded to the Media collection with an administrator's token. */
async function uploadPng(
  cluster: Awaited<ReturnType<typeof runningCluster>>,
  target: number | 'balancer',
  url: string,
  { width, height, alt, name }: { width: number; height: number; alt: string; name: string },
) {
  const token = await cluster.adminToken(typeof target === 'number' ? target : undefined)
  const png = await sharp({ create: { width, height, channels: 3, background: '#0a7cff' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt }))
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}-${Date.now()}.png`)
  const { body, contentType } = await multipart(form)
  return cluster.request(target, url, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': contentType },
    body,
  })
}

/** A PDF that passes Payload's structure check (header, xref, %%EOF). */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\nxref\n0 1\ntrailer\n<<>>\nstartxref\n9\n%%EOF\n`)

describe('uploads on several instances', async () => {
  const cluster = await runningCluster()
  const [a, b, c] = cluster.instances.map((i) => i.port) as [number, number, number]

  it('an image uploaded on A is the same bytes on C, and C optimizes it through /_next/image', async () => {
    const created = await uploadPng(cluster, a, '/api/media?locale=pt', {
      width: 900,
      height: 450,
      alt: 'Cluster upload',
      name: 'cluster',
    })
    assert.equal(created.status, 201, `upload on ${a}: ${created.text().slice(0, 300)}`)
    const url = (JSON.parse(created.text()) as { doc: { url: string } }).doc.url
    assert.match(url, /^\/api\/media\/file\//)

    const onA = await cluster.request(a, url)
    assert.equal(onA.status, 200, `${url} on ${a}`)
    for (const port of [b, c]) {
      const there = await cluster.request(port, url)
      assert.equal(there.status, 200, `${url} on ${port}: ${there.status}`)
      assert.equal(sha(there.body), sha(onA.body), `the same bytes on ${port} as on ${a}`)
    }

    const optimized = await cluster.request(c, `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    })
    assert.equal(optimized.status, 200, `/_next/image on ${c}: ${optimized.status} ${optimized.text().slice(0, 200)}`)
    assert.match(String(optimized.headers['content-type']), /^image\/(avif|webp)$/)
    assert.ok(optimized.body.byteLength > 0)
  })

  it('an upload without ?locale= is stored with its alternative text in Portuguese, as on the embedded site', async () => {
    for (const target of [a, 'balancer'] as const) {
      const created = await uploadPng(cluster, target, '/api/media', {
        width: 64,
        height: 32,
        alt: `Sem idioma ${target}`,
        name: 'no-locale',
      })
      assert.equal(created.status, 201, `upload on ${target}: ${created.text().slice(0, 300)}`)
      const { id } = (JSON.parse(created.text()) as { doc: { id: number } }).doc
      const stored = await cluster.sql<{ alt: string; _locale: string }>(
        'SELECT alt, _locale FROM media_locales WHERE _parent_id = $1',
        [id],
      )
      assert.deepEqual(stored, [{ alt: `Sem idioma ${target}`, _locale: 'pt' }])
    }
  })

  it('a CV sent through the job-application form is private on every instance and readable by the administrator on each', async () => {
    const cv = pdf(`cluster CV ${Date.now()}`)
    const form = new FormData()
    const fields = {
      fullName: 'Marta Lopes',
      email: `marta.${Date.now()}@example.co.ao`,
      phone: '912 345 678',
      province: 'Benguela',
      education: 'licenciatura',
      experienceYears: '4',
      acceptTerms: 'true',
      area: 'Marketing',
    }
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf')
    const { body, contentType } = await multipart(form)
    const sent = await cluster.request('balancer', '/api/forms/job-application?locale=pt', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    })
    assert.equal(sent.status, 201, `the form: ${sent.text().slice(0, 300)}`)

    const rows = await cluster.sql<{ filename: string; prefix: string | null }>(
      'SELECT filename, prefix FROM cv_files ORDER BY id DESC LIMIT 1',
    )
    const file = rows[0]
    assert.ok(file?.filename, 'the CV is recorded')
    const urls = [
      `/api/cv-files/file/${encodeURIComponent(file.filename)}?prefix=cvs`,
      `/api/cv-files/file/${encodeURIComponent(file.filename)}`,
    ]
    for (const { port } of cluster.instances) {
      for (const url of urls) {
        const anonymous = await cluster.request(port, url)
        assert.ok([403, 404].includes(anonymous.status), `anonymous ${url} on ${port}: ${anonymous.status}`)
        assert.equal(anonymous.body.includes(Buffer.from('%PDF')), false, `no PDF bytes to a visitor on ${port}`)
      }
      const admin = await cluster.request(port, urls[0]!, {
        headers: { authorization: `JWT ${await cluster.adminToken(port)}` },
      })
      assert.equal(admin.status, 200, `the administrator on ${port}: ${admin.status}`)
      assert.equal(sha(admin.body), sha(cv), `the CV's bytes on ${port}`)
    }
  })
})
