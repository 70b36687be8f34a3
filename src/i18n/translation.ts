import type { AreaMessages, BaseMessages } from './en-gb'

// What a translation must be: every key of the en-GB catalogue and no other, each a string (an ICU message).
// A missing or misspelt key fails the typecheck (decision 0121).
export type Translation<T> = { readonly [K in keyof T]: string }

/** The texts the search route paints with (src/i18n/en-gb/base.ts with its offline and booking parts). */
export type BaseTranslation = Translation<BaseMessages>

/** The texts of every later page and of the device (everything ./area-messages.ts and its kin register). */
export type AreaTranslation = Translation<AreaMessages>
