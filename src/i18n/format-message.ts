import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

// ICU messages (plurals, selects, numbers, dates), parsed by FormatJS (decision 0121). The browser gets each
// catalogue text with a placeholder already parsed into FormatJS's syntax tree by the build
// (scripts/compile-messages.ts, a Vite plugin); on the server and in tests a text may still be a string, parsed
// there by the parser the caller installs (./parse-messages.ts). The tree is read here, through Intl: the
// bundler cannot separate intl-messageformat's formatter from its parser (+10.9 kB gzip on the search route,
// whose budget has 1.6 kB left), and the catalogues use the part of ICU this reads: arguments, numbers,
// selects and plurals (dates are formatted before they are passed, through formatDay).

/**
 * An element of a parsed text: FormatJS's, except that the build (scripts/compile-messages.ts) writes a literal
 * as its bare string and leaves out a plural's default offset (0) and type (cardinal), so each language's chunk
 * is smaller (decision 0128). The server's and the tests' parser gives FormatJS's elements as they are.
 */
export type MessageElement = MessageFormatElement | string

type Plural = { offset?: number; pluralType?: Intl.PluralRuleType }

/** A catalogue text: as written, or parsed by the build. */
export type CompiledMessage = string | readonly MessageElement[]

export type Params = Record<string, string | number | Date>

type Parser = (message: string) => MessageElement[]
let parser: Parser | undefined

/** Lets a string message with placeholders be parsed where the build has not done it (server, tests). */
export function installMessageParser(parse: Parser): void {
  parser = parser ?? parse
}

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let value = made.get(key) as T | undefined
  if (!value) {
    value = make()
    made.set(key, value)
  }
  return value
}

function number(locale: string, value: number, style?: string): string {
  const options: Intl.NumberFormatOptions | undefined =
    style === 'percent'
      ? { style: 'percent' }
      : style === 'integer'
        ? { maximumFractionDigits: 0 }
        : undefined
  return cached(`n${locale}${style}`, () => new Intl.NumberFormat(locale, options)).format(value)
}

function render(elements: readonly MessageElement[], locale: string, params: Params, count?: number): string {
  let out = ''
  for (const e of elements) {
    if (typeof e === 'string') {
      out += e
      continue
    }
    const value = 'value' in e ? params[e.value] : undefined
    switch (e.type) {
      case 0: // literal
        out += e.value
        break
      case 1: // {name}
        out += value === undefined ? `{${e.value}}` : String(value)
        break
      case 2: // {name, number} and {name, number, percent|integer}
        out += number(locale, Number(value), typeof e.style === 'string' ? e.style : undefined)
        break
      case 5: {
        // {name, select, a {…} other {…}}
        const option = e.options[String(value)] ?? e.options.other
        out += option ? render(option.value, locale, params, count) : ''
        break
      }
      case 6: {
        // {count, plural, =0 {…} one {…} other {…}}; # is the count less the offset
        const { offset = 0, pluralType = 'cardinal' }: Plural = e
        const n = Number(value) - offset
        const rules = cached(
          `p|${locale}|${pluralType}`,
          () => new Intl.PluralRules(locale, { type: pluralType }),
        )
        const option = e.options[`=${Number(value)}`] ?? e.options[rules.select(n)] ?? e.options.other
        out += option ? render(option.value, locale, params, n) : ''
        break
      }
      case 7: // #
        out += count === undefined ? '#' : number(locale, count)
        break
      default:
        // Dates are formatted before they are passed ({day}: formatDay); tags are not used.
        out += ''
    }
  }
  return out
}

const parsed = new Map<string, MessageElement[]>()

/** A string message's tree where a parser is installed (the server, tests), else undefined. */
export function treeOf(message: string): MessageElement[] | undefined {
  return parser && /\{\s*\w+\s*,/.test(message) ? parser(message) : undefined
}

/** The message in `locale` with `params` filled in. */
export function formatMessage(message: CompiledMessage, locale: string, params: Params = {}): string {
  if (typeof message !== 'string') return render(message, locale, params)
  if (!message.includes('{')) return message
  // Text and {name} only (the build leaves those as strings), or no parser here: filled in directly.
  if (!parser || !/\{\s*\w+\s*,/.test(message))
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))
  let elements = parsed.get(message)
  if (!elements) {
    elements = parser(message)
    parsed.set(message, elements)
  }
  return render(elements, locale, params)
}
