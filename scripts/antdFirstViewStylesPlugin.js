// @ts-check
const { execFileSync } = require('child_process')
const { createHash } = require('crypto')
const path = require('path')
const { Compilation, sources } = require('webpack')

const ROOT = path.resolve(__dirname, '..')

/** The name of the first-view antd stylesheet in a compilation (after this plugin ran), for index.html to load. */
function antdFirstViewStylesheet(/** @type {Compilation} */ compilation) {
  return compilation.getAssets().find((asset) => /^antd-first-view\.[0-9a-f]+\.css$/.test(asset.name))?.name
}

/**
 * Emits `antd-first-view.[hash].css`: the antd styles of the signed-in frame and the Food Log's first view, computed
 * by scripts/antdFirstViewStyles.tsx in a production Node process (README.md, Performance).
 */
class AntdFirstViewStylesPlugin {
  apply(/** @type {import('webpack').Compiler} */ compiler) {
    compiler.hooks.thisCompilation.tap(AntdFirstViewStylesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: AntdFirstViewStylesPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const css = execFileSync(
            path.join(ROOT, 'node_modules', '.bin', 'tsx'),
            [path.join(ROOT, 'scripts', 'writeAntdFirstViewStyles.ts')],
            { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
          )
          const hash = createHash('sha256').update(css).digest('hex').slice(0, 20)
          compilation.emitAsset(`antd-first-view.${hash}.css`, new sources.RawSource(css))
        },
      )
    })
  }
}

module.exports = { AntdFirstViewStylesPlugin, antdFirstViewStylesheet }
