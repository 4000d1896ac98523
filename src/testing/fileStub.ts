/** What an imported css, png or svg file is in tests. */
export default 'test-file-stub'
