/**
 * What the fuzz suite does to a well-formed request (fast-check arbitraries): values swapped for hostile ones
 * (NUL, control characters, endless text, integers past PostgreSQL's, wrong types, deep nesting), fields removed
 * or added, lists grown, query values broken (bad %-encoding, duplicates), path segments replaced, and bodies
 * that are not JSON or not sent as JSON.
 */
import fc from 'fast-check'

type JsonPath = (string | number)[]

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31mred\u001b[0m',
  'line\r\nInjected: header',
  '\u202e\u2028\u0085',
  '\ud800',
  "'; DROP TABLE reservation; --",
  '../../../../etc/passwd',
  '%00',
  '%zz',
  '9'.repeat(400),
  'x'.repeat(25_000),
  '2027-02-30',
  '1e400',
  'NaN',
  '<script>alert(1)</script>',
  'HARBOUR',
  '2027-02-01',
  'a@example.com',
]

const HOSTILE_NUMBERS = [
  0,
  -1,
  0.5,
  -0,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  99_999_999_999,
  2 ** 53,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  123.456,
]

/** A value nested `depth` levels deep, as arrays or objects. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value]
  return value
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { '': 1 }, { __proto__: 1 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
  fc
    .tuple(fc.integer({ min: 8, max: 400 }), fc.boolean())
    .map(([depth, asObject]) => nested(depth, asObject)),
  fc.integer({ min: 30, max: 600 }).map((length) => Array.from({ length }, (_, i) => i)),
)

export type BodyMutation =
  | { op: 'set'; pick: number; value: unknown }
  | { op: 'delete'; pick: number }
  | { op: 'add'; pick: number; key: string; value: unknown }
  | { op: 'grow'; pick: number; times: number }

export const bodyMutation: fc.Arbitrary<BodyMutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('set'), pick: fc.nat(), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete'), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('add'),
      pick: fc.nat(),
      key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'a\u0000')),
      value: hostileValue,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('grow'),
      pick: fc.nat(),
      times: fc.integer({ min: 2, max: 900 }),
    }),
  },
)

/**
 * Every path into a JSON value (the root first), the places a mutation may hit. Collected into one list, not
 * spread into it: a grown list of deeply nested values has hundreds of thousands of paths, more arguments than
 * one call may take.
 */
export function pathsOf(value: unknown, path: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  out.push(path)
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...path, i], out))
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out)
  return out
}

function containerAt(root: unknown, path: JsonPath): unknown {
  let at = root
  for (const step of path) {
    if (typeof at !== 'object' || at === null) return undefined
    at = Reflect.get(at, step)
  }
  return at
}

/** `body` with `mutation` applied (a copy; the example is left as it was). */
export function applyMutation(body: unknown, mutation: BodyMutation): unknown {
  const root: unknown = structuredClone(body)
  const paths = pathsOf(root)
  const path = paths[mutation.pick % paths.length] ?? []
  const parentPath = path.slice(0, -1)
  const last = path[path.length - 1]
  const parent = containerAt(root, parentPath)
  const target = containerAt(root, path)
  switch (mutation.op) {
    case 'set':
      if (last === undefined) return mutation.value
      if (typeof parent === 'object' && parent !== null) Reflect.set(parent, last, mutation.value)
      return root
    case 'delete':
      if (typeof parent === 'object' && parent !== null && last !== undefined)
        Reflect.deleteProperty(parent, last)
      return root
    case 'add':
      if (typeof target === 'object' && target !== null && !Array.isArray(target))
        Reflect.defineProperty(target, mutation.key, { value: mutation.value, enumerable: true })
      return root
    case 'grow':
      if (Array.isArray(target) && target.length > 0) {
        const first: unknown = target[0]
        for (let i = 1; i < mutation.times; i++) target.push(structuredClone(first))
      }
      return root
  }
}

/** Query values and path segments as written in the address (already %-encoded, or deliberately not). */
export const hostileRawText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%00',
    '%1B%5B31m',
    '%0D%0ALocation:%20x',
    '99999999999',
    '2147483648',
    '-1',
    '0',
    '1.5',
    '1e400',
    'true',
    'A'.repeat(3000),
    '..%2F..%2Fetc%2Fpasswd',
    '%F0%9F%98%80',
    '%ED%A0%80',
    '2027-13-45',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
  fc.integer().map(String),
  fc.double().map(String),
)

export type AddressMutation =
  | { op: 'set'; pick: number; raw: string }
  | { op: 'delete'; pick: number }
  | { op: 'duplicate'; pick: number }
  | { op: 'add'; name: string; raw: string }

export const addressMutation: fc.Arbitrary<AddressMutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('set'), pick: fc.nat(), raw: hostileRawText }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete'), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('duplicate'), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('add'), name: hostileRawText, raw: hostileRawText }) },
)

/** A query string after `mutations`, from `query` (values encoded as the app encodes them). */
export function mutatedQuery(query: Record<string, string>, mutations: AddressMutation[]): string {
  const pairs = Object.entries(query).map(([name, value]) => [name, encodeURIComponent(value)])
  for (const mutation of mutations) {
    const index = 'pick' in mutation && pairs.length > 0 ? mutation.pick % pairs.length : -1
    const pair = pairs[index]
    if (mutation.op === 'add') pairs.push([mutation.name, mutation.raw])
    else if (!pair) continue
    else if (mutation.op === 'set') pair[1] = mutation.raw
    else if (mutation.op === 'delete') pairs.splice(index, 1)
    else pairs.push([...pair])
  }
  return pairs.map(([name, value]) => `${name}=${value}`).join('&')
}

export type BrokenBody = { text: string; contentType: string | null }

/** Bodies that are not a JSON object, or not sent as JSON. */
export const brokenBody: fc.Arbitrary<BrokenBody> = fc.record({
  text: fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      'nul',
      'null',
      '[]',
      '"text"',
      '1e999',
      '{"a":1,"a":2}',
      '\u0000',
      '{"PropertyId":"HARBOUR"}',
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      `{"x":"${'y'.repeat(200_000)}"}`,
    ),
    fc.string({ maxLength: 60 }),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    null,
  ),
})
