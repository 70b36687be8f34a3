import type { Plugin } from 'vite'
import type { MessageElement } from '../src/i18n/format-message'
import { parseMessage } from '../src/i18n/parse-messages'

// The build's half of the app's ICU messages (decision 0121): every catalogue text with a placeholder is parsed
// here, by FormatJS's parser, into the syntax tree intl-messageformat's formatter reads, so the app's bundle
// carries the formatter only (the parser is ~8 kB gzip; the search route's budget has no room for it).
// A text with no more than {name} placeholders stays a string. A text that does not parse fails the build.

/** The catalogue modules: src/i18n/<locale>.ts and src/i18n/<locale>/<area>.ts (not the error catalogues). */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/](en-gb|en-us|de|fr|es|it|nl|ar)([\\/](?!errors\.)[\w-]+)?\.ts$/

/** A string literal in an object's value position, as the TypeScript transform leaves it. */
const VALUE = /(:\s*)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g

function decode(literal: string): string {
  // Our own source's string literal, read as JavaScript reads it.
  return (new Function(`"use strict"; return (${literal})`) as () => string)()
}

/**
 * The tree as the app's reader takes it (src/i18n/format-message.ts), smaller: a literal as its bare string,
 * a plural without its default offset and type. Each language's search-route texts are on the first paint's
 * budget (decision 0128).
 */
function compact(elements: readonly MessageElement[]): MessageElement[] {
  return elements.map((element) => {
    if (typeof element === 'string' || element.type === 0)
      return typeof element === 'string' ? element : element.value
    if (element.type !== 5 && element.type !== 6) return element
    const options = Object.fromEntries(
      Object.entries(element.options).map(([name, option]) => [name, { value: compact(option.value) }]),
    )
    if (element.type === 5) return { ...element, options } as MessageElement
    const { offset, pluralType, ...rest } = element
    return {
      ...rest,
      options,
      ...(offset === 0 ? {} : { offset }),
      ...(pluralType === 'cardinal' ? {} : { pluralType }),
    } as MessageElement
  })
}

export function compileCatalogue(code: string, id: string): string {
  return code.replace(VALUE, (whole, colon: string, literal: string) => {
    const text = decode(literal)
    if (!text.includes('{')) return whole
    let elements
    try {
      elements = parseMessage(text)
    } catch (error) {
      throw new Error(`${id}: the message ${literal} is not ICU: ${String(error)}`)
    }
    // Text and {name} alone stay a string: the app fills those in without the tree, and a string is smaller.
    if (elements.every((e) => typeof e !== 'string' && (e.type === 0 || e.type === 1))) return whole
    return `${colon}${JSON.stringify(compact(elements))}`
  })
}

export function compileMessages(): Plugin {
  return {
    name: 'compile-messages',
    enforce: 'post',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return null
      return { code: compileCatalogue(code, id), map: null }
    },
  }
}
