// Jest (CommonJS) transform for node_modules: files written as ES modules go through swc to CommonJS (with an
// `import.meta.url` shim, which CommonJS lacks); CommonJS files pass through untouched. Jest caches the result.
const { createTransformer } = require('@swc/jest')

const swc = createTransformer({
  jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
  module: { type: 'commonjs' },
})

const isEsm = (source) => /^\s*(import\s*[\w{*'"]|export\s)/m.test(source) || source.includes('import.meta')

const rewrite = (source) => source.replace(/import\.meta\.url/g, 'require("url").pathToFileURL(__filename).href')

module.exports = {
  process(source, filename, options) {
    return isEsm(source) ? swc.process(rewrite(source), filename, options) : { code: source }
  },
  getCacheKey(source, filename, options) {
    return `esm-v1:${swc.getCacheKey(source, filename, options)}`
  },
}
