// @ts-check
const path = require('path')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const CopyWebpackPlugin = require('copy-webpack-plugin')

/** Vendor groups loaded up front: React and Redux, then the part of antd (and its rc-component packages) the shell uses. */
const vendorGroups = {
  react: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs|redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/,
    name: 'vendor-react',
    chunks: 'all',
    priority: 20,
  },
  antd: {
    test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|stylis|dayjs|@babel[\\/]runtime|classnames|clsx|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|copy-to-clipboard|toggle-selection)[\\/]/,
    name: 'vendor-antd',
    // Only the antd code the shell needs up front; components used by one screen load with that screen's chunk.
    chunks: 'initial',
    priority: 10,
  },
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
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
    ],
    optimization: {
      splitChunks: { chunks: 'all', cacheGroups: vendorGroups },
      runtimeChunk: 'single',
    },
    // No source maps in production (they would publish the source); in development, ones the strict CSP allows.
    devtool: production ? false : 'cheap-module-source-map',
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 1200000, maxAssetSize: 1000000 },
    devServer: {
      port: 3001,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
      client: { overlay: { warnings: false } },
    },
  }
}
