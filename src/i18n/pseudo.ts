import { accountMessages } from './en-gb/account'
import { contactMessages } from './en-gb/contact'
import { deviceMessages } from './en-gb/device'
import { flowMessages } from './en-gb/flow'
import { groupSearchMessages } from './en-gb/group-search'
import { journeyMessages } from './en-gb/journey'
import { manageMessages } from './en-gb/manage'
import { myStaysMessages } from './en-gb/my-stays'
import { payByLinkMessages } from './en-gb/pay-by-link'
import { policyMessages } from './en-gb/policy'
import { preCheckInMessages } from './en-gb/pre-check-in'
import { restaurantMessages } from './en-gb/restaurant'
import { messages as enGB } from './en-gb/base'
import { treeOf, type CompiledMessage, type MessageElement } from './format-message'

// The pseudo-locale en-XA (decision 0121): every en-GB text with its letters accented and the whole between
// ⟦ and ⟧, placeholders untouched. A test run in it finds any text on screen that does not come from the
// catalogue (it has no brackets) and any layout that cannot take longer words.

const ACCENTS: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
}

function accent(text: string): string {
  return text.replace(/[aeiouycnAEIOUYCN]/g, (letter) => ACCENTS[letter] ?? letter)
}

type Element = Exclude<MessageElement, string> & {
  value?: unknown
  options?: Record<string, { value: MessageElement[] }>
}

function accentElements(elements: readonly MessageElement[]): MessageElement[] {
  return elements.map((element) => {
    if (typeof element === 'string') return accent(element)
    const e = element as Element
    if (e.type === 0 && typeof e.value === 'string') return { ...e, value: accent(e.value) } as MessageElement
    if (e.options) {
      const options = Object.fromEntries(
        Object.entries(e.options).map(([name, option]) => [
          name,
          { ...option, value: accentElements(option.value) },
        ]),
      )
      return { ...e, options } as MessageElement
    }
    return element
  })
}

export function pseudoMessage(written: CompiledMessage): CompiledMessage {
  // A plural or select the build has not parsed (on the server) is parsed first: its words are inside it.
  const message = typeof written === 'string' ? (treeOf(written) ?? written) : written
  if (typeof message === 'string') {
    // Outside the placeholders only (a string here has none, or the server parses it later).
    const parts = message.split(/(\{[^}]*\})/)
    return `⟦${parts.map((part) => (part.startsWith('{') ? part : accent(part))).join('')}⟧`
  }
  const literal = (value: string) => ({ type: 0, value }) as MessageElement
  return [literal('⟦'), ...accentElements(message), literal('⟧')]
}

function pseudo(messages: Readonly<Record<string, CompiledMessage>>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]))
}

export function pseudoBase(): Record<string, CompiledMessage> {
  return pseudo(enGB)
}

export function pseudoAreas(): { messages: Record<string, CompiledMessage> } {
  return {
    messages: pseudo({
      ...accountMessages,
      ...contactMessages,
      ...deviceMessages,
      ...flowMessages,
      ...groupSearchMessages,
      ...journeyMessages,
      ...manageMessages,
      ...myStaysMessages,
      ...payByLinkMessages,
      ...policyMessages,
      ...preCheckInMessages,
      ...restaurantMessages,
    }),
  }
}
