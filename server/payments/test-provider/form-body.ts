/**
 * Stripe's request bodies: application/x-www-form-urlencoded with bracket notation for nesting
 * (`metadata[reservation]=12`, `card[exp_month]=12`, `payment_method_types[0]=card`, `expand[]=customer`), the
 * way the `stripe` library and Stripe.js write them. Parsed into nested objects and arrays, then read with the
 * helpers below, which answer Stripe's 400s for a missing or malformed parameter.
 */
import { invalidRequest, missingParam } from './errors'

export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type Params = { [key: string]: FormValue }

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']. Null for a key that is not bracket notation. */
function keyPath(key: string): string[] | null {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!m) return null
  const rest = [...(m[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((p) => p[1] ?? '')
  return [m[1] ?? '', ...rest]
}

type Node = { [key: string]: Node | string }

function place(root: Node, path: string[], value: string, counters: Map<Node, number>) {
  let node = root
  for (let i = 0; i < path.length; i++) {
    let part = path[i] ?? ''
    if (part === '') {
      // `[]` appends: give it the next index of this level.
      const next = counters.get(node) ?? Object.keys(node).length
      counters.set(node, next + 1)
      part = String(next)
    }
    if (i === path.length - 1) {
      node[part] = value
      return
    }
    const child = node[part]
    if (typeof child === 'object') node = child
    else {
      const made: Node = {}
      node[part] = made
      node = made
    }
  }
}

/** An object whose keys are 0…n-1 is an array (Stripe's indexed arrays). */
function settle(node: Node | string): FormValue {
  if (typeof node === 'string') return node
  const keys = Object.keys(node)
  const values = keys.map((k) => settle(node[k] ?? ''))
  const indexed = keys.length > 0 && keys.every((k) => /^\d+$/.test(k))
  if (indexed) {
    return keys
      .map((k, i) => [Number(k), values[i] ?? ''] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, v]) => v)
  }
  return Object.fromEntries(keys.map((k, i) => [k, values[i] ?? '']))
}

export function parseForm(text: string): Params {
  const root: Node = {}
  const counters = new Map<Node, number>()
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key)
    if (!path) throw invalidRequest(`Invalid parameter name: ${key}`, key)
    place(root, path, value, counters)
  }
  const settled = settle(root)
  return typeof settled === 'object' && !Array.isArray(settled) ? settled : {}
}

/** Stripe refuses a parameter it does not know: so do we, so an adapter's typo shows at once. */
export function allowOnly(params: Params, known: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (key !== 'expand' && !known.includes(key)) {
      throw invalidRequest(`Received unknown parameter: ${key}`, key, 'parameter_unknown')
    }
  }
}

export function text(params: Params, name: string, required: true): string
export function text(params: Params, name: string, required?: false): string | null
export function text(params: Params, name: string, required = false): string | null {
  const value = params[name]
  if (value === undefined || value === '') {
    if (required) throw missingParam(name)
    return null
  }
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}`, name)
  return value
}

export function integer(params: Params, name: string): number | null {
  const value = text(params, name)
  if (value === null) return null
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw invalidRequest(`Invalid integer: ${value}`, name)
  }
  return Number(value)
}

export function flag(params: Params, name: string): boolean {
  const value = text(params, name)
  if (value === null || value === 'false') return false
  if (value === 'true') return true
  throw invalidRequest(`Invalid boolean: ${value}`, name)
}

export function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[]): T | null {
  const value = text(params, name)
  if (value === null) return null
  const found = allowed.find((a) => a === value)
  if (found === undefined) {
    throw invalidRequest(`Invalid ${name}: must be one of ${allowed.join(', ')}`, name)
  }
  return found
}

/** A hash of strings (metadata, billing details, card); an empty string removes nothing here. */
export function stringHash(params: Params, name: string): Record<string, string> {
  const value = params[name]
  if (value === undefined || value === '') return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest(`Invalid hash`, name)
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw invalidRequest(`Invalid string: ${name}[${k}]`, `${name}[${k}]`)
    if (v !== '') out[k] = v
  }
  return out
}

export function stringList(params: Params, name: string): string[] {
  const value = params[name]
  if (value === undefined || value === '') return []
  const list = Array.isArray(value) ? value : [value]
  return list.map((v, i) => {
    if (typeof v !== 'string') throw invalidRequest(`Invalid array`, `${name}[${i}]`)
    return v
  })
}
