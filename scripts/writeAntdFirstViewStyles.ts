import { antdFirstViewStyles } from './antdFirstViewStyles'

/**
 * Prints the antd stylesheet of the first view (scripts/antdFirstViewStyles.tsx) for the build
 * (scripts/antdFirstViewStylesPlugin.js). Exits 1 when the light and dark themes would need different styles: the one
 * file serves both, antd's CSS variables carrying the colours.
 */
const light = antdFirstViewStyles('light')
if (antdFirstViewStyles('dark') !== light) {
  console.error('antd styles differ between the light and dark themes: one first-view stylesheet cannot serve both')
  process.exit(1)
}
process.stdout.write(light)
