// Draws the app icons (public/icons/*.png) from public/logo.svg with the installed Chromium: node scripts/makeIcons.mjs
import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
const svg = readFileSync('public/logo.svg', 'utf8')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
async function shot(size, file, maskable) {
  await page.setViewportSize({ width: size, height: size })
  const inner = maskable
    ? `<div style="width:${size}px;height:${size}px;background:linear-gradient(135deg,#ef5350,#b71c1c);display:flex;align-items:center;justify-content:center"><div style="width:${size * 0.7}px;height:${size * 0.7}px">${svg.replace('<rect width="64" height="64" rx="14" fill="url(#bg)"/>', '')}</div></div>`
    : `<div style="width:${size}px;height:${size}px">${svg}</div>`
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${inner}<style>svg{width:100%;height:100%;display:block}</style></body></html>`,
  )
  await page.screenshot({ path: file, omitBackground: true })
}
await shot(192, 'public/icons/icon-192.png', false)
await shot(512, 'public/icons/icon-512.png', false)
await shot(512, 'public/icons/icon-maskable-512.png', true)
await shot(180, 'public/icons/apple-touch-icon.png', true)
await browser.close()
