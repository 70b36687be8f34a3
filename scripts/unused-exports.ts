/**
 * Exports nobody imports: every `export` of the product's code (src, server, sw) that no other file of the
 * repository (the product, its tests, e2e, bench, scripts, configs) imports, re-exports or loads. Such an export
 * is either dead code (delete it) or used only in its own file (drop the `export`; the compiler's noUnusedLocals
 * then says if it was dead after all). docs/conventions.md#one-home-per-idea: a function nobody calls is deleted.
 *
 * Reads the import statements only (no type checking), so it runs in a second or two:
 * `npx tsx scripts/unused-exports.ts` prints them; tests/scripts/unused-exports.test.ts keeps the list empty.
 * A namespace import (`import * as x`) or a dynamic `import('…')` counts as using every export of its module.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'

/** The folders whose exports are checked. */
const CHECKED = ['src', 'server', 'sw']
/** The folders (and root files) whose imports count as uses. */
const READERS = ['src', 'server', 'sw', 'tests', 'e2e', 'bench', 'scripts', 'card-frame']
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/
const EVERYTHING = '*'

function sourceFiles(root: string, folder: string): string[] {
  const at = join(root, folder)
  let names: string[]
  try {
    names = readdirSync(at)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return []
    const path = join(at, name)
    if (statSync(path).isDirectory()) return sourceFiles(root, relative(root, path))
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)

type Exported = { line: number; usedInFile: boolean }

const DECLARES = [
  ts.isVariableDeclaration,
  ts.isFunctionDeclaration,
  ts.isClassDeclaration,
  ts.isTypeAliasDeclaration,
  ts.isInterfaceDeclaration,
  ts.isEnumDeclaration,
]

/** Whether `node` is the `typeof X` in `type X = … typeof X …` (a schema's own type, not a use of it). */
function inOwnTypeAlias(node: ts.Identifier): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
    if (ts.isTypeAliasDeclaration(at)) return at.name.text === node.text
  return false
}

/** How many times each name is used in a file: its declarations, and a schema's own type alias, left out. */
function nameUseCounts(file: ts.SourceFile): Map<string, number> {
  const counts = new Map<string, number>()
  const visit = (node: ts.Node) => {
    const declared =
      node.parent !== undefined &&
      DECLARES.some((is) => is(node.parent) && (node.parent as { name?: ts.Node }).name === node)
    if (ts.isIdentifier(node) && !declared && !inOwnTypeAlias(node))
      counts.set(node.text, (counts.get(node.text) ?? 0) + 1)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return counts
}

/** The names a file exports: the line each is declared on, and whether the file itself uses it. */
function exportsOf(file: ts.SourceFile): Map<string, Exported> {
  const names = new Map<string, Exported>()
  const counts = nameUseCounts(file)
  const add = (name: string, node: ts.Node) =>
    names.set(name, {
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      usedInFile: (counts.get(name) ?? 0) > 0 || names.get(name)?.usedInFile === true,
    })
  for (const statement of file.statements) {
    if (ts.isExportAssignment(statement)) add('default', statement)
    else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements) add(element.name.text, element)
    else if (isExported(statement)) {
      if (isDefault(statement)) add('default', statement)
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) add(declaration.name.text, declaration)
      } else if (
        ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isEnumDeclaration(statement)
      ) {
        if (statement.name) add(statement.name.text, statement)
      }
    }
  }
  return names
}

/** Every (module specifier, imported name) a file uses; EVERYTHING for a namespace or dynamic import. */
function importsOf(file: ts.SourceFile): [string, string][] {
  const found: [string, string][] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text
      const clause = node.importClause
      if (!clause)
        found.push([from, EVERYTHING]) // for its side effects: uses none, harmless
      else {
        if (clause.name) found.push([from, 'default'])
        const bindings = clause.namedBindings
        if (bindings && ts.isNamespaceImport(bindings)) found.push([from, EVERYTHING])
        else if (bindings)
          for (const element of bindings.elements)
            found.push([from, (element.propertyName ?? element.name).text])
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const from = node.moduleSpecifier.text
      const clause = node.exportClause
      if (clause && ts.isNamedExports(clause))
        for (const element of clause.elements) found.push([from, (element.propertyName ?? element.name).text])
      else found.push([from, EVERYTHING])
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push([node.arguments[0].text, EVERYTHING])
    } else if (isGlobImport(node)) {
      // import.meta.glob('./*/areas.ts'): every file it matches is loaded whole.
      for (const pattern of globPatterns(node)) found.push([`glob:${pattern}`, EVERYTHING])
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const qualifier = node.qualifier
      const first = qualifier && (ts.isIdentifier(qualifier) ? qualifier : qualifier.left)
      found.push([node.argument.literal.text, first && ts.isIdentifier(first) ? first.text : EVERYTHING])
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** An export no other file imports; `usedInFile` when its own file uses it (then only the `export` is extra). */
/** `import.meta.glob(…)`, Vite's import of every file a pattern matches. */
function isGlobImport(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false
  const meta = node.expression.expression
  return (
    node.expression.name.text === 'glob' &&
    ts.isMetaProperty(meta) &&
    meta.keywordToken === ts.SyntaxKind.ImportKeyword
  )
}

function globPatterns(call: ts.CallExpression): string[] {
  const first = call.arguments[0]
  if (first && ts.isStringLiteralLike(first)) return [first.text]
  if (first && ts.isArrayLiteralExpression(first))
    return first.elements.flatMap((e) => (ts.isStringLiteralLike(e) ? [e.text] : []))
  return []
}

/** A glob (`*` within a folder, `**` across folders) as a test of absolute paths, from the folder it is in. */
function globTest(pattern: string, fromFolder: string): RegExp {
  const absolute = resolve(fromFolder, pattern)
  const source = absolute
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*')
  return new RegExp(`^${source}$`)
}

export type UnusedExport = { file: string; line: number; name: string; usedInFile: boolean }

/** The exports of src, server and sw that no other file imports, by file and line. */
export function unusedExports(root = process.cwd()): UnusedExport[] {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => readFileSync(path, 'utf8'))
  const options = ts.parseJsonConfigFileContent(config.config ?? {}, ts.sys, root).options
  options.allowJs = true
  const cache = ts.createModuleResolutionCache(root, (name) => name, options)
  const files = [
    ...READERS.flatMap((folder) => sourceFiles(root, folder)),
    ...readdirSync(root)
      .filter((name) => SOURCE.test(name))
      .map((name) => join(root, name)),
  ]
  const used = new Map<string, Set<string>>()
  const exported = new Map<string, Map<string, Exported>>()
  for (const path of files) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
    if (CHECKED.some((folder) => relative(root, path).startsWith(folder + '/')))
      exported.set(path, exportsOf(file))
    for (const [specifier, name] of importsOf(file)) {
      if (specifier.startsWith('glob:')) {
        const test = globTest(specifier.slice('glob:'.length), dirname(path))
        for (const target of files.filter((candidate) => test.test(candidate)))
          used.set(target, new Set([EVERYTHING]))
        continue
      }
      // A package's import is not one of ours: only relative and `@/` addresses are resolved.
      if (!specifier.startsWith('.') && !specifier.startsWith('@/')) continue
      const target = ts.resolveModuleName(specifier, path, options, ts.sys, cache).resolvedModule
        ?.resolvedFileName
      if (!target || resolve(target) === path) continue
      const names = used.get(resolve(target)) ?? new Set<string>()
      names.add(name)
      used.set(resolve(target), names)
    }
  }
  const unused: UnusedExport[] = []
  for (const [path, names] of exported) {
    const uses = used.get(path)
    if (uses?.has(EVERYTHING)) continue
    for (const [name, { line, usedInFile }] of names)
      if (!uses?.has(name)) unused.push({ file: relative(root, path), line, name, usedInFile })
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

/** Exports nothing uses, not even their own file: dead code. */
export const deadExports = (root?: string) => unusedExports(root).filter((found) => !found.usedInFile)

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // --all: also the exports only their own file uses (the `export` could go).
  const all = process.argv.includes('--all')
  const found = all ? unusedExports() : deadExports()
  for (const { file, line, name, usedInFile } of found)
    console.log(`${file}:${line}  ${name}${usedInFile ? '  (used in its file)' : ''}`)
  console.log(found.length === 0 ? 'No unused exports.' : `${found.length} unused exports.`)
  process.exitCode = all || found.length === 0 ? 0 : 1
}
