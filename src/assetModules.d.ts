/** The stylesheet's text (webpack.config.js: CSS files are `asset/source`). */
declare module '*.css' {
  const source: string
  export default source
}
