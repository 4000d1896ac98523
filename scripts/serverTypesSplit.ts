/**
 * Splits the server types openapi-typescript writes for openapi.yaml by the document's tags (for scripts/codegen.ts):
 * each tag's paths, operations, and the schemas its operations name first, in a file of their own; `paths`,
 * `components` and `operations` are the intersections of those files' interfaces.
 */
import { parse } from 'yaml'

/** A generated file: where it goes (relative to server/generated/openapi/) and its source before formatting. */
export interface SplitFile {
  file: string
  source: string
}

/** One member of an object type: its key and its lines, the comment before it included. */
interface Member {
  key: string
  lines: string[]
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** The members of a prettier-formatted object type body whose keys stand at `indent` spaces. */
function membersOf(body: string, indent: number): Member[] {
  const key = new RegExp(`^ {${indent}}(?:'([^']+)'|([A-Za-z_$][\\w$]*))\\??:`)
  const members: Member[] = []
  let comment: string[] = []
  let inComment = false
  for (const line of body.split('\n').filter((l) => l.trim() !== '')) {
    const at = key.exec(line)
    if (inComment || line.startsWith(`${' '.repeat(indent)}/**`)) {
      comment.push(line)
      inComment = !line.includes('*/')
    } else if (at) {
      members.push({ key: at[1] ?? at[2], lines: [...comment, line] })
      comment = []
    } else members.at(-1)?.lines.push(line)
  }
  return members
}

/** A source cut around the body of the object type opened by `opening` and closed at that opening's indent. */
function around(source: string, opening: string): { before: string; body: string; after: string } {
  const from = source.indexOf(opening) + opening.length
  const indent = /^\n?( *)/.exec(opening)?.[1] ?? ''
  const close = source.indexOf(`\n${indent}}`, from)
  return {
    before: source.slice(0, from),
    body: source.slice(from, close),
    after: source.slice(close + indent.length + 2),
  }
}

const pascal = (tag: string): string =>
  tag.replace(/(?:^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_m, c: string) => c.toUpperCase())
const kebab = (tag: string): string => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Each operation's first tag, and each path's (its first operation's), from openapi.yaml. */
function tagsOf(openapiYaml: string): {
  operationTag: Map<string, string>
  pathTag: Map<string, string>
  operationRoute: Map<string, string>
} {
  const document = parse(openapiYaml) as {
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] } | undefined>>
  }
  const operationTag = new Map<string, string>()
  const pathTag = new Map<string, string>()
  const operationRoute = new Map<string, string>()
  for (const [route, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method]
      if (!operation?.operationId) continue
      const tag = operation.tags?.[0] ?? 'Other'
      operationTag.set(operation.operationId, tag)
      operationRoute.set(operation.operationId, route)
      if (!pathTag.has(route)) pathTag.set(route, tag)
    }
  }
  return { operationTag, pathTag, operationRoute }
}

/** Members grouped by tag, the tags in the order they first appear. */
function byTag(
  members: Member[],
  tagOf: (key: string) => string | undefined,
  otherwise: string,
): Map<string, Member[]> {
  const groups = new Map<string, Member[]>()
  for (const member of members) {
    const tag = tagOf(member.key) ?? otherwise
    groups.set(tag, [...(groups.get(tag) ?? []), member])
  }
  return groups
}

/** The most lines a tag's file may hold before its members are split by the second segment of their path. */
const MAX_LINES = 280

/** A group longer than MAX_LINES split by its members' routes ("/auth/passkey/has": "Authentication passkey"). */
function byRoute(groups: Map<string, Member[]>, routeOf: (key: string) => string | undefined): Map<string, Member[]> {
  const split = new Map<string, Member[]>()
  for (const [tag, members] of groups) {
    const long = members.reduce((n, m) => n + m.lines.length, 0) > MAX_LINES
    for (const member of members) {
      const segment = long ? (routeOf(member.key)?.split('/')[2]?.replace(/[{}]/g, '') ?? '') : ''
      const name = segment ? `${tag} ${segment}` : tag
      split.set(name, [...(split.get(name) ?? []), member])
    }
  }
  return split
}

const schemasNamed = (lines: string[]): string[] =>
  [...lines.join('\n').matchAll(/components\['schemas'\]\['([^']+)'\]/g)].map((m) => m[1])

/** The tag of each schema: of the first operation that names it, else of the first schema of a tag that does. */
function schemaTags(schemas: Member[], operations: Map<string, Member[]>): Map<string, string> {
  const tags = new Map<string, string>()
  for (const [tag, members] of operations)
    for (const name of members.flatMap((m) => schemasNamed(m.lines))) if (!tags.has(name)) tags.set(name, tag)
  for (let added = true; added;) {
    added = false
    for (const schema of schemas) {
      const tag = tags.get(schema.key)
      for (const name of tag ? schemasNamed(schema.lines) : []) {
        if (!tags.has(name)) added = !!tags.set(name, tag!)
      }
    }
  }
  return tags
}

/** One interface for each tag, in a file of its own under `folder` that imports `uses` when it names it. */
function perTag(groups: Map<string, Member[]>, folder: string, suffix: string, uses: 'components' | 'operations') {
  const parts = [...groups].map(([tag, members]) => ({
    name: `${pascal(tag)}${suffix}`,
    file: `${folder}/${kebab(tag)}.ts`,
    lines: members.flatMap((m) => m.lines),
  }))
  return {
    files: parts.map(({ name, file, lines }) => ({
      file,
      source: `${lines.some((l) => l.includes(`${uses}[`)) ? `import type { ${uses} } from '../${uses}'\n` : ''}export interface ${name} {\n${lines.join('\n')}\n}\n`,
    })),
    imports: parts.map(({ name, file }) => `import type { ${name} } from './${file.replace(/\.ts$/, '')}'\n`).join(''),
    intersection: parts.map(({ name }) => name).join(' & '),
  }
}

/**
 * The `paths`, `components` and `operations` parts (prettier-formatted, without a banner) split by tag: every file,
 * the three parts first.
 */
export function splitServerTypes(
  parts: { paths: string; components: string; operations: string },
  openapiYaml: string,
): SplitFile[] {
  const { operationTag, pathTag, operationRoute } = tagsOf(openapiYaml)
  const operations = around(parts.operations, 'export interface operations {')
  const operationGroups = byTag(membersOf(operations.body, 2), (key) => operationTag.get(key), 'Other')
  const paths = around(parts.paths, 'export interface paths {')
  const pathGroups = byTag(membersOf(paths.body, 2), (key) => pathTag.get(key), 'Other')
  const components = around(parts.components, '\n  schemas: {')
  const schemas = membersOf(components.body, 4).map((m) => ({ ...m, lines: m.lines.map((l) => l.slice(2)) }))
  const tagOfSchema = schemaTags(schemas, operationGroups)

  const ops = perTag(
    byRoute(operationGroups, (key) => operationRoute.get(key)),
    'operations',
    'Operations',
    'components',
  )
  const routes = perTag(
    byRoute(pathGroups, (key) => key),
    'paths',
    'Paths',
    'operations',
  )
  const named = perTag(
    byTag(schemas, (key) => tagOfSchema.get(key), 'Shared'),
    'schemas',
    'Schemas',
    'components',
  )
  return [
    { file: 'paths.ts', source: `${routes.imports}export type paths = ${routes.intersection}\n${paths.after}` },
    {
      file: 'components.ts',
      source: `${named.imports}${components.before.replace(/schemas: \{$/, 'schemas: ')}${named.intersection}${components.after}`,
    },
    { file: 'operations.ts', source: `${ops.imports}export type operations = ${ops.intersection}\n` },
    ...routes.files,
    ...named.files,
    ...ops.files,
  ]
}
