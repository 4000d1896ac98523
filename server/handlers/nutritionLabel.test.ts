import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { join } from 'node:path'
import { encodeGreyBmp } from '../services/labelOcr/greyImage'
import { MAX_LABEL_IMAGE_BYTES } from '../services/labelOcr/imageType'
import { OCR_WAITING_LIMIT } from '../services/labelOcr/ocrQueue'
import { type FakeOpenAi, startFakeOpenAi } from '../test/fakes/fakeOpenAi'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

// PGlite start-up and the OCR worker's first run on a busy 2-core machine take longer than Jest's default 5 s.
jest.setTimeout(120_000)

let t: TestApp
let user: TestUser
let fake: FakeOpenAi
let withModel: TestApp
let modelUser: TestUser

beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await createTestApp()
  withModel = await createTestApp(fake.env())
  user = await createTestUser(t.app)
  modelUser = await createTestUser(withModel.app)
})
afterAll(async () => {
  await t.close()
  await withModel.close()
  await fake.close()
})

const LABELS = join(__dirname, '..', 'services', 'labelOcr', '__fixtures__', 'labels')

/** One part of a multipart form: a file when `filename` is given, else a text field. */
interface Part {
  name: string
  data: Buffer | string
  filename?: string
  type?: string
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----label-test-${randomBytes(8).toString('hex')}`
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename ? `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'image/png'}` : '') +
        '\r\n\r\n',
    ),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ])
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const upload = (parts: Part[], headers: Record<string, string> = user.headers, app = t) => {
  const form = multipart(parts)
  return app.app.inject({
    method: 'POST',
    url: '/api/ocr/nutrition_label',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  })
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A PNG chunk: length, type, data and a CRC (not checked by the readers here, so left zero). */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)])
}

/** A tiny greyscale PNG whose header declares width×height, with one compressed row of data. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  return Buffer.concat([
    PNG_MAGIC,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

describe('POST /ocr/nutrition_label on the built-in engine', () => {
  it('answers empty readings for a photo without text, and no model reading without a model', async () => {
    const blank = encodeGreyBmp({ width: 64, height: 64, pixels: new Uint8Array(64 * 64).fill(255) })

    const response = await upload([{ name: 'file', data: blank, filename: 'blank.bmp', type: 'image/bmp' }])

    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ raw_text: '', macros_regex: null, macros_gpt: null })
  })

  it('answers 413 for a file over the size limit', async () => {
    const big = Buffer.concat([PNG_MAGIC, Buffer.alloc(MAX_LABEL_IMAGE_BYTES)])

    const response = await upload([{ name: 'file', data: big, filename: 'huge.png' }])

    expect(response.statusCode).toBe(413)
    expect(response.json().detail).toMatch(/larger than/)
  })

  it('answers 400 for a file that is not an image, whatever its declared type', async () => {
    const response = await upload([{ name: 'file', data: 'calories 100', filename: 'label.png', type: 'image/png' }])

    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toMatch(/^Unsupported image type/)
  })

  it('answers 400 for a damaged image with valid magic bytes', async () => {
    const corrupt = Buffer.concat([PNG_MAGIC, randomBytes(4096)])

    const response = await upload([{ name: 'file', data: corrupt, filename: 'broken.png' }])

    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toMatch(/^Could not read the image/)
  })

  it('answers 413 at once for a small file that declares a huge picture (a decompression bomb)', async () => {
    const started = Date.now()

    const response = await upload([{ name: 'file', data: pngDeclaring(20_000, 20_000), filename: 'bomb.png' }])

    expect(response.statusCode).toBe(413)
    expect(response.json().detail).toBe(
      'The photo is too large: 20000×20000 pixels, at most 40 megapixels. Send a smaller photo.',
    )
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('answers 413 for a BMP whose header declares more than 40 megapixels', async () => {
    const bmp = encodeGreyBmp({ width: 64, height: 64, pixels: new Uint8Array(64 * 64).fill(255) })
    const tooMany = Buffer.from(bmp)
    tooMany.writeInt32LE(8000, 18)
    tooMany.writeInt32LE(5001, 22)

    const response = await upload([{ name: 'file', data: tooMany, filename: 'wide.bmp', type: 'image/bmp' }])

    expect(response.statusCode).toBe(413)
    expect(response.json().detail).toMatch(/8000×5001 pixels/)
  })

  it('answers 400 without a file', async () => {
    const onlyText = await upload([{ name: 'note', data: 'no photo' }])
    expect(onlyText.statusCode).toBe(400)

    const textInFileField = await upload([{ name: 'file', data: 'not a file' }])
    expect(textInFileField.statusCode).toBe(400)
    expect(textInFileField.json().detail).toMatch(/^No file uploaded/)

    const otherField = await upload([{ name: 'photo', data: PNG_MAGIC, filename: 'label.png' }])
    expect(otherField.statusCode).toBe(400)
  })

  it('answers 400 for a malformed form and 415 for a form sent to another operation', async () => {
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/ocr/nutrition_label',
      headers: { ...user.headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx',
    })
    expect(truncated.statusCode).toBe(400)

    const form = multipart([{ name: 'name', data: 'Apple' }])
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/foods',
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    })
    expect(elsewhere.statusCode).toBe(415)
  })

  it('answers 401 without a token', async () => {
    const response = await upload([{ name: 'file', data: PNG_MAGIC, filename: 'label.png' }], {})

    expect(response.statusCode).toBe(401)
  })
})

describe('POST /ocr/nutrition_label with an AI model', () => {
  it('reads a clean label by rules and asks the model for its macros from the recognised text', async () => {
    const fromModel = {
      serving_size: '2/3 cup (55g)',
      calories: 230,
      protein: 3,
      carbs: 37,
      fat: 8,
      per: 'serving',
      calories_per_100g: 418,
      protein_per_100g: 5.5,
      carbs_per_100g: 67.3,
      fat_per_100g: 14.5,
    }
    fake.script({ content: JSON.stringify(fromModel) })
    const image = readFileSync(join(LABELS, 'clean-us-cereal.png'))

    const response = await upload([{ name: 'file', data: image, filename: 'label.png' }], modelUser.headers, withModel)

    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.raw_text).toContain('Nutrition Facts')
    expect(body.macros_regex).toMatchObject({
      serving_size: '2/3 cup (55g)',
      calories: 230,
      protein: 3,
      carbs: 37,
      fat: 8,
    })
    expect(body.macros_gpt).toEqual(fromModel)
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0].body.response_format?.json_schema?.name).toBe('label_macros')
    expect(fake.requests[0].body.messages[1].content).toBe(body.raw_text)
  })
})

describe('POST /ocr/nutrition_label under a burst of uploads', () => {
  it(`reads one photo at a time with ${OCR_WAITING_LIMIT} waiting and answers 429 with Retry-After beyond`, async () => {
    // A small real label: its recognition (some 0.3 s) still outlasts the arrival of the whole burst.
    const image = readFileSync(join(LABELS, 'clean-eu-yogurt-kj-only.png'))
    // Three people, two uploads each (the per-person budget of heavy calls is two at once).
    const people = [user, await createTestUser(t.app), await createTestUser(t.app)]

    const responses = await Promise.all(
      people.flatMap((person) =>
        [0, 1].map(() => upload([{ name: 'file', data: image, filename: 'label.png' }], person.headers)),
      ),
    )

    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    const refused = responses.find((response) => response.statusCode === 429)
    expect(refused?.headers['retry-after']).toBe('5')
    expect(refused?.json().detail).toBe('The label reader is busy with other photos: try again in a few seconds.')

    const afterwards = await upload([{ name: 'file', data: image, filename: 'label.png' }])
    expect(afterwards.statusCode).toBe(200)
  })
})
