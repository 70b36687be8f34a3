/**
 * Reads a property file (YAML or JSON: JSON is YAML) and answers either the hotel data or every mistake found,
 * each as `file: path.in[2].it: what is wrong (line N)`. Shape first (the valibot schema), then the checks that
 * need the whole file (property-file/checks.ts), so one run lists everything to fix.
 */
import * as v from 'valibot'
import { isMap, LineCounter, parseDocument, type Document } from 'yaml'
import { crossFieldProblems, type FileProblem } from './checks'
import { GroupFile, Property, type PathPart, type PropertyFileContent } from './schema'

export type ReadResult = { ok: true; content: PropertyFileContent } | { ok: false; problems: string[] }

export function formatPath(path: readonly PathPart[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    '',
  )
}

/** The line of the deepest node of `path` the document has (a missing key points at its parent). */
function lineOf(doc: Document, counter: LineCounter, path: readonly PathPart[]): number | null {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node: unknown = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true)
    if (node && typeof node === 'object' && 'range' in node && Array.isArray(node.range)) {
      const offset: unknown = node.range[0]
      if (typeof offset === 'number') return counter.linePos(offset).line
    }
  }
  return null
}

function issuePath(issue: v.BaseIssue<unknown>): PathPart[] {
  return (issue.path ?? []).flatMap((item) =>
    typeof item.key === 'string' || typeof item.key === 'number' ? [item.key] : [],
  )
}

/** valibot's words, in a hotel's: an unknown key is most often a typo, a missing one must be written. */
function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.expected === 'never') return 'This key is not part of the format (misspelt?).'
  if (issue.received === 'undefined') return 'This is required and missing.'
  return issue.message
}

/**
 * Aliases a hotel's file may use: a real one repeats a block a few times. A "billion laughs" file nests aliases
 * of aliases to grow a few lines into gigabytes; the yaml library refuses it past this count (maxAliasCount),
 * which is turned into the file's own message instead of an exception.
 */
const MAX_ALIASES = 100

function plainData(
  doc: Document,
  fileName: string,
): { ok: true; value: unknown } | { ok: false; problems: string[] } {
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: MAX_ALIASES }) }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      problems: [
        `${fileName}: the file uses its aliases (*name) too many times to be read (${reason}); write the values out instead.`,
      ],
    }
  }
}

export function readPropertyFile(fileName: string, text: string): ReadResult {
  const counter = new LineCounter()
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true })
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((e) => `${fileName}: line ${counter.linePos(e.pos[0]).line}: ${e.message}`),
    }
  }
  const describe = (problem: FileProblem) => {
    const line = lineOf(doc, counter, problem.path)
    const where = problem.path.length > 0 ? `${formatPath(problem.path)}: ` : ''
    return `${fileName}: ${where}${problem.message}${line === null ? '' : ` (line ${line})`}`
  }
  const isGroupFile = isMap(doc.contents) && doc.contents.has('properties')
  const data = plainData(doc, fileName)
  if (!data.ok) return data
  // One message per wrong value: the first broken rule of each, not every rule it breaks.
  const config = { abortPipeEarly: true }
  const parsed = isGroupFile
    ? v.safeParse(GroupFile, data.value, config)
    : v.safeParse(Property, data.value, config)
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => ({ path: issuePath(issue), message: issueMessage(issue) }))
    return { ok: false, problems: problems.map(describe) }
  }
  const content: PropertyFileContent =
    'properties' in parsed.output
      ? { group: parsed.output.group, properties: parsed.output.properties }
      : { group: null, properties: [parsed.output] }
  const problems = crossFieldProblems(content, isGroupFile)
  if (problems.length > 0) return { ok: false, problems: problems.map(describe) }
  return { ok: true, content }
}
