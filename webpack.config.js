// @ts-check
const path = require('path')
const zlib = require('zlib')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const CopyWebpackPlugin = require('copy-webpack-plugin')
const CompressionPlugin = require('compression-webpack-plugin')
const { NormalModuleReplacementPlugin } = require('webpack')
const { GenerateSW } = require('workbox-webpack-plugin')
const { AntdFirstViewStylesPlugin, antdFirstViewStylesheet } = require('./scripts/antdFirstViewStylesPlugin')

/**
 * The vendor group every visit loads: React, the router and Redux (the first chunk holds no antd: the screens built
 * with it bring it, split by webpack into chunks shared between them; see README.md, Performance).
 */
const vendorGroups = {
  react: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs|redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/,
    name: 'vendor-react',
    chunks: 'initial',
    priority: 20,
  },
  /**
   * The antd code of the signed-in frame (antd's core, theme and App, the layout), and the frame's other code that
   * screens use too (the offline queue and its IndexedDB wrapper): one chunk every signed-in screen shares, instead of
   * a dozen small ones that compress worse, or copies in the frame's chunk and the screen's (they load side by side).
   */
  antdShell: {
    test: (
      /** @type {import('webpack').Module} */ module,
      /** @type {{ chunkGraph: import('webpack').ChunkGraph }} */ { chunkGraph },
    ) => {
      const chunks = [...chunkGraph.getModuleChunksIterable(module)]
      return (
        chunks.some((chunk) => chunk.name === 'shell') &&
        (ANTD.test(module.nameForCondition() ?? '') || chunks.length > 1)
      )
    },
    name: 'vendor-antd-shell',
    chunks: 'async',
    priority: 10,
    enforce: true,
  },
  /**
   * The rest of the antd code of the Food Log (the screen most visits open first): one chunk instead of ten shared
   * ones, 9 KB gzip less on its first visit; another screen that shares some of it loads it whole (then cached).
   */
  antdFoodLog: {
    test: (
      /** @type {import('webpack').Module} */ module,
      /** @type {{ chunkGraph: import('webpack').ChunkGraph }} */ { chunkGraph },
    ) =>
      ANTD.test(module.nameForCondition() ?? '') &&
      [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'food-log'),
    name: 'vendor-antd-food-log',
    chunks: 'async',
    priority: 5,
    enforce: true,
  },
}

/** antd and the packages it is built on. */
const ANTD =
  /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|@babel[\\/]runtime|@emotion|stylis|clsx|dayjs|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|is-mobile|json2mq)[\\/]/

/** Files worth compressing: text formats and the barcode reader's WebAssembly, above ~1 KB. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|wasm)$/

/**
 * Brotli and gzip copies of each compressible file, next to it (`main.….js.br`, `.gz`): the server sends the one the
 * browser accepts (server/plugins/spa.ts), so nothing is compressed per request.
 */
const precompression = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
  }),
]

/**
 * The service worker: precaches the build (not the .br/.gz copies: the browser asks for the file, the server picks
 * the encoding), answers every navigation with the cached index.html, and keeps the last answer of each API read
 * (network first) so screens show the last known data offline. There is no network timeout: a slow answer must never
 * be replaced by an older one (a list would show a meal just deleted); offline, the request fails at once and the
 * cache answers. A new version waits until the person presses
 * Reload in the app ("A new version is available"), which sends SKIP_WAITING.
 */
const serviceWorker = () =>
  new GenerateSW({
    swDest: 'sw.js',
    // Not the barcode reader's .wasm (about 1 MB): only a scan without a native BarcodeDetector fetches it.
    exclude: [/\.(br|gz)$/, /\.map$/, /^icons\/icon-512/, /LICENSE/, /\.wasm$/],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, request }) => url.pathname.startsWith('/api/') && request.method === 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api-reads',
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  })

/**
 * The scripts of each first screen beyond the initial ones, for index.html's inline script to preload as soon as it
 * knows who visits (public/index.html): the login screen signed out; the frame and the Food Log signed in. Signed
 * in, it also loads the first view's antd stylesheet (scripts/antdFirstViewStyles.tsx; none in development).
 * @param {import('webpack').Compilation} compilation
 */
function firstScreenChunks(compilation) {
  const initial = new Set(compilation.namedChunkGroups.get('main')?.getFiles() ?? [])
  /** @param {string[]} groups */
  const scripts = (...groups) => [
    ...new Set(
      groups
        .flatMap((name) => compilation.namedChunkGroups.get(name)?.getFiles() ?? [])
        .filter((file) => file.endsWith('.js') && !initial.has(file))
        .map((file) => `/${file}`),
    ),
  ]
  const stylesheet = antdFirstViewStylesheet(compilation)
  return {
    login: scripts('login'),
    shell: scripts('shell'),
    foodLog: scripts('shell', 'food-log'),
    antdStyles: stylesheet ? `/${stylesheet}` : null,
  }
}

/**
 * @param {Record<string, unknown>} _env
 * @param {{ mode?: 'production' | 'development' }} argv
 * @returns {import('webpack').Configuration}
 */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development'
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      publicPath: '/',
      clean: true,
      // docs/product.md §9: a lazily loaded screen's script may take up to 120 s before the router error screen shows.
      chunkLoadTimeout: 120000,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        // The one stylesheet (src/index.css) as text that src/index.tsx puts in a <style>: no css-loader and
        // style-loader runtime (~3 KB gzip) in the first chunk.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|svg)$/, type: 'asset/resource' },
        // The barcode reader's ZXing WebAssembly (src/features/barcodes/zxingDetector.ts): a file of our own origin,
        // fetched only when a scan needs it.
        { test: /\.wasm$/, type: 'asset/resource', generator: { filename: '[name].[contenthash][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        // No script tags: index.html's inline script preloads the app's scripts and runs them after the first paint.
        inject: false,
        templateParameters: (compilation, assets, assetTags, options) => ({
          compilation,
          webpackConfig: compilation.options,
          htmlWebpackPlugin: { tags: assetTags, files: assets, options },
          firstScreenChunks: JSON.stringify({ app: assets.js, ...firstScreenChunks(compilation) }),
        }),
      }),
      // antd's Card without its tabs (src/vendorStubs/cardTabs.ts): no card of the app has a tabList.
      new NormalModuleReplacementPlugin(/^\.\.\/tabs$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]card$/.test(resource.context)) {
          resource.request = path.resolve(__dirname, 'src/vendorStubs/cardTabs.ts')
        }
      }),
      // antd's Pagination without its page-size Select (src/vendorStubs/paginationSizeChanger.ts).
      new NormalModuleReplacementPlugin(/^\.\.\/select$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]pagination$/.test(resource.context)) {
          resource.request = path.resolve(__dirname, 'src/vendorStubs/paginationSizeChanger.ts')
        }
      }),
      // antd's Button loading icon, mounted only once a button loads (src/vendorStubs/buttonLoadingIcon.tsx).
      new NormalModuleReplacementPlugin(/^\.\/DefaultLoadingIcon$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]button$/.test(resource.context)) {
          resource.request = path.resolve(__dirname, 'src/vendorStubs/buttonLoadingIcon.tsx')
        }
      }),
      // antd's App with only `message` built in; `modal` and `notification` load on first use (src/vendorStubs/antdApp.tsx).
      new NormalModuleReplacementPlugin(/^\.\/App$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]app$/.test(resource.context)) {
          resource.request = path.resolve(__dirname, 'src/vendorStubs/antdApp.tsx')
        }
      }),
      // antd's form context, which every Input imports, with only rc-form's FormProvider: its import of rc-form's index
      // brought the whole of rc-form and its validators (~9 KB gzip) to screens without a Form.
      new NormalModuleReplacementPlugin(/^@rc-component\/form$/, (resource) => {
        if (/[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(resource.contextInfo?.issuer ?? '')) {
          resource.request = '@rc-component/form/es/FormContext'
        }
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),

      // The antd styles of the signed-in first view, computed at build time (scripts/antdFirstViewStyles.tsx).
      ...(production ? [new AntdFirstViewStylesPlugin()] : []),

      // PWA: the service worker (dist/sw.js) precaches the app shell and hashed assets, so the app opens offline.
      ...(production ? [serviceWorker()] : []),

      // Last: compresses every file the plugins above emitted.
      ...(production ? precompression() : []),
    ],
    optimization: {
      splitChunks: { chunks: 'all', cacheGroups: vendorGroups },
      // A lazy chunk leaves out what the first chunk already loaded.
      removeAvailableModules: true,
      runtimeChunk: 'single',
    },
    // No source maps in production (they would publish the source); in development, ones the strict CSP allows.
    devtool: production ? false : 'cheap-module-source-map',
    performance: {
      hints: production ? 'warning' : false,
      maxEntrypointSize: 1200000,
      maxAssetSize: 1000000,
      // The barcode reader's .wasm (1 MB, 350 KB brotli) is fetched only by a scan without a native BarcodeDetector.
      assetFilter: (/** @type {string} */ file) => !/\.(map|wasm)$/.test(file),
    },
    devServer: {
      port: 3001,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
      client: { overlay: { warnings: false } },
    },
  }
}
