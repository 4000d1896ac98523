/**
 * Renders the nutrition-label evaluation images (server/services/labelOcr/__fixtures__/labels/) from
 * HTML/CSS with headless Chromium, and writes each image's expected values next to it. The labels, their
 * photo effects and expected values are listed in __fixtures__/labelSpecs.json.
 * Run: npx tsx scripts/renderLabelFixtures.ts   (needs /usr/bin/chromium)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { LabelMacros } from '../server/services/labelOcr/labelParser'
import labelSpecs from '../server/services/labelOcr/__fixtures__/labelSpecs.json'

/** A row of a US "Nutrition Facts" panel: name, amount, % daily value, indent level, bold name. */
export type UsRow = [name: string, amount: string, dv: string | null, indent: 0 | 1 | 2, bold: boolean]

/** A US panel (2016 format, or the older one with "Calories from Fat"). */
export interface UsLabel {
  kind: 'us'
  format: '2016' | 'old'
  servings: string
  servingSize: string
  calories: number
  caloriesFromFat?: number
  rows: UsRow[]
}

/** An EU table: header cells, then rows of cells; `lines` below the table ("A 40 g portion…"). */
export interface EuLabel {
  kind: 'eu'
  title: string
  header: string[]
  rows: string[][]
  lines?: string[]
  /** Draw the table without cell borders. */
  plain?: boolean
}

/** How a label is made to look photographed. */
export interface PhotoEffect {
  rotate?: number
  blur?: number
  contrast?: number
  brightness?: number
  /** Text and rule colour, paper colour, surface around the label. */
  ink?: string
  paper?: string
  surface?: string
  /** Grain over the picture, 0..1. */
  noise?: number
  /** A bright reflection across the label. */
  glare?: boolean
  /** Dark corners. */
  vignette?: boolean
  /** Tilted away from the camera, degrees. */
  tilt?: number
  jpeg?: boolean
  /** Font family of the label text. */
  font?: string
  /** Device pixels per CSS pixel (default 1.5): the resolution of the picture. */
  scale?: number
}

/** One fixture (an entry of __fixtures__/labelSpecs.json): file name, label, look, expected values. */
export interface LabelFixtureSpec {
  name: string
  photographed: boolean
  label: UsLabel | EuLabel
  effect?: PhotoEffect
  expected: LabelMacros
}

const OUT_DIR = join(__dirname, '..', 'server', 'services', 'labelOcr', '__fixtures__', 'labels')
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')

function usHtml(label: UsLabel): string {
  const rows = label.rows
    .map(([name, amount, dv, indent, bold]) => {
      const nameHtml = bold ? `<b>${escape(name)}</b>` : escape(name)
      return `<div class="row i${indent}"><span>${nameHtml} ${escape(amount)}</span><b>${dv ?? ''}</b></div>`
    })
    .join('')
  const calories =
    label.format === 'old'
      ? `<div class="aps">Amount Per Serving</div><div class="row"><span><b>Calories</b> ${label.calories}</span>` +
        `<span>Calories from Fat ${label.caloriesFromFat ?? 0}</span></div><div class="bar m"></div>`
      : `<div class="aps">Amount per serving</div><div class="cal"><span>Calories</span><span>${label.calories}</span></div>` +
        `<div class="bar m"></div>`
  const serving =
    label.format === 'old'
      ? `<div>Serving Size ${escape(label.servingSize)}</div><div>${escape(label.servings)}</div>`
      : `<div>${escape(label.servings)}</div><div class="ss"><b>Serving size</b><b>${escape(label.servingSize)}</b></div>`
  return `<div class="nf"><div class="title">Nutrition Facts</div>${serving}<div class="bar t"></div>${calories}
    <div class="dvh"><b>% Daily Value*</b></div>${rows}<div class="bar t"></div>
    <div class="foot">* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a
    daily diet. 2,000 calories a day is used for general nutrition advice.</div></div>`
}

function euHtml(label: EuLabel): string {
  const head = label.header.length ? `<tr>${label.header.map((h) => `<th>${escape(h)}</th>`).join('')}</tr>` : ''
  const rows = label.rows.map((row) => `<tr>${row.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`).join('')
  const lines = (label.lines ?? []).map((l) => `<div class="line">${escape(l)}</div>`).join('')
  return `<div class="eu${label.plain ? ' plain' : ''}"><div class="eutitle">${escape(label.title)}</div><table>${head}${rows}</table>${lines}</div>`
}

/** The HTML page showing one fixture label with its photo effects; `#stage` is the picture. */
export function labelPageHtml(spec: LabelFixtureSpec): string {
  const e: PhotoEffect = spec.effect ?? {}
  const ink = e.ink ?? '#000'
  const paper = e.paper ?? '#fff'
  const filters = [e.blur ? `blur(${e.blur}px)` : '', e.contrast ? `contrast(${e.contrast})` : '']
  if (e.brightness) filters.push(`brightness(${e.brightness})`)
  const transform = [e.tilt ? `perspective(900px) rotateX(${e.tilt}deg)` : '', e.rotate ? `rotate(${e.rotate}deg)` : '']
  const noise = e.noise
    ? `<svg class="ov" xmlns="http://www.w3.org/2000/svg"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>` +
      `<feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#n)" opacity="${e.noise}"/></svg>`
    : ''
  const glare = e.glare ? '<div class="ov glare"></div>' : ''
  const vignette = e.vignette ? '<div class="ov vig"></div>' : ''
  const body = spec.label.kind === 'us' ? usHtml(spec.label) : euHtml(spec.label)
  return `<!doctype html><html><head><style>
    body { margin: 0; background: ${e.surface ?? '#fff'}; }
    #stage { position: relative; display: inline-block; padding: ${spec.photographed ? 36 : 12}px; background: ${e.surface ?? '#fff'}; }
    .paper { background: ${paper}; color: ${ink}; padding: 10px; transform: ${transform.join(' ') || 'none'};
      filter: ${filters.filter(Boolean).join(' ') || 'none'}; font-family: ${e.font ?? "'Liberation Sans', Arial"}, sans-serif; }
    .nf { width: 330px; border: 2px solid ${ink}; padding: 4px 7px; font-size: 15px; line-height: 1.35; }
    .nf .title { font-family: 'Roboto'; font-weight: 900; font-size: 38px; line-height: 1.05; letter-spacing: -0.5px; }
    .nf .ss, .nf .cal, .nf .row { display: flex; justify-content: space-between; }
    .nf .ss { font-size: 17px; }
    .nf .cal { font-family: 'Roboto'; font-weight: 900; font-size: 30px; line-height: 1.1; }
    .nf .aps { font-weight: bold; font-size: 13px; }
    .nf .bar { background: ${ink}; margin: 3px 0; } .nf .bar.t { height: 9px; } .nf .bar.m { height: 4px; }
    .nf .dvh { text-align: right; border-bottom: 1px solid ${ink}; font-size: 13px; }
    .nf .row { border-bottom: 1px solid ${ink}; }
    .nf .i1 { padding-left: 16px; } .nf .i2 { padding-left: 32px; }
    .nf .foot { font-size: 10px; line-height: 1.2; margin-top: 4px; }
    .eu { width: 380px; font-size: 15px; }
    .eu .eutitle { font-weight: bold; font-size: 18px; margin-bottom: 4px; }
    .eu table { border-collapse: collapse; width: 100%; }
    .eu th, .eu td { border: 1px solid ${ink}; padding: 3px 6px; text-align: left; vertical-align: top; }
    .eu th { font-weight: bold; }
    .eu.plain th, .eu.plain td { border: none; padding: 2px 8px 2px 0; }
    .eu .line { font-size: 12px; margin-top: 4px; }
    .ov { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
    .glare { background: radial-gradient(ellipse at 70% 30%, rgba(255,255,255,0.75), rgba(255,255,255,0) 45%); }
    .vig { background: radial-gradient(ellipse at center, rgba(0,0,0,0) 55%, rgba(0,0,0,0.55) 100%); }
    svg.ov { mix-blend-mode: multiply; }
  </style></head><body><div id="stage"><div class="paper">${body}</div>${glare}${vignette}${noise}</div></body></html>`
}

/** Renders every fixture; returns the files written. */
export async function renderLabelFixtures(
  outDir: string = OUT_DIR,
  specs: LabelFixtureSpec[] = labelSpecs as LabelFixtureSpec[],
): Promise<string[]> {
  mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const written: string[] = []
  try {
    for (const spec of specs) {
      const page = await browser.newPage({
        deviceScaleFactor: spec.effect?.scale ?? 1.5,
        viewport: { width: 700, height: 1000 },
      })
      await page.setContent(labelPageHtml(spec))
      const jpeg = spec.effect?.jpeg === true
      const file = `${spec.name}.${jpeg ? 'jpg' : 'png'}`
      await page.locator('#stage').screenshot({
        path: join(outDir, file),
        type: jpeg ? 'jpeg' : 'png',
        ...(jpeg ? { quality: 72 } : {}),
      })
      const expected = { image: file, photographed: spec.photographed, ...spec.expected }
      writeFileSync(join(outDir, `${spec.name}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`)
      written.push(file)
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return written
}

if (require.main === module) {
  renderLabelFixtures().then(
    (files) => console.log(`rendered ${files.length} labels into ${OUT_DIR}`),
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
