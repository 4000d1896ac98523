import type { StatsChunk, StatsModule } from 'webpack'

/** One part of a chunk: a package (antd by component), a source folder or a webpack runtime piece, with its size. */
export interface ChunkPart {
  name: string
  /** Bytes before minifying (webpack's module sizes). */
  size: number
}

/**
 * The part a module belongs to, from its name in webpack's stats: `node_modules/<package>` gives the package
 * (antd and @ant-design/icons by component or icon folder), `src/<folder>/<file>` the folder.
 */
export function partOf(moduleName: string): string {
  const name = moduleName.replace(/ \+ \d+ modules?$/, '').replace(/^\.\//, '')
  const inPackage = name.match(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/)
  if (inPackage) {
    const [, pkg, rest] = inPackage
    if (pkg === 'antd') {
      const component = rest.match(/^(?:es|lib)\/([^/]+)\//)
      return component ? `antd/${component[1]}` : 'antd'
    }
    return pkg
  }
  const inSource = name.match(/^(src\/.*)\/[^/]+$/)
  if (inSource) return inSource[1]
  return name
}

function leafModules(modules: StatsModule[]): StatsModule[] {
  return modules.flatMap((module) => (module.modules?.length ? leafModules(module.modules) : [module]))
}

/** What a chunk holds, largest part first: its modules (concatenated ones opened up) summed by part. */
export function chunkContents(chunk: Pick<StatsChunk, 'modules'>): ChunkPart[] {
  const sizes = new Map<string, number>()
  for (const module of leafModules(chunk.modules ?? [])) {
    if (!module.name) continue
    const part = partOf(module.name)
    sizes.set(part, (sizes.get(part) ?? 0) + (module.size ?? 0))
  }
  return [...sizes]
    .map(([name, size]) => ({ name, size }))
    .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name))
}
