// Every language's texts at once, for the server, which draws the boot shell in each request's language, and
// the tests. Never imported by the app's code: there only the guest's language loads (./load-locale.ts).
import './parse-messages'
import './default-texts'
import './area-messages'
import './load-device'
import './load-journey'
import { registerMessages } from './i18n'
import type { Locale } from './locales'
import type { CompiledMessage } from './format-message'
import * as enUSBase from './en-us/base'
import * as enUSAreas from './en-us/areas'
import * as deBase from './de/base'
import * as deAreas from './de/areas'
import * as frBase from './fr/base'
import * as frAreas from './fr/areas'
import * as arBase from './ar/base'
import * as arAreas from './ar/areas'
import * as esBase from './es/base'
import * as esAreas from './es/areas'
import * as itBase from './it/base'
import * as itAreas from './it/areas'
import * as nlBase from './nl/base'
import * as nlAreas from './nl/areas'
import { pseudoAreas, pseudoBase } from './pseudo'

type Messages = Readonly<Record<string, CompiledMessage>>

const TRANSLATIONS: [Locale, Messages, Messages][] = [
  ['en-US', enUSBase.messages, enUSAreas.messages],
  ['de', deBase.messages, deAreas.messages],
  ['fr', frBase.messages, frAreas.messages],
  ['ar', arBase.messages, arAreas.messages],
  ['es', esBase.messages, esAreas.messages],
  ['it', itBase.messages, itAreas.messages],
  ['nl', nlBase.messages, nlAreas.messages],
  ['en-XA', pseudoBase(), pseudoAreas().messages],
]

for (const [locale, base, areas] of TRANSLATIONS) {
  registerMessages(base, locale)
  registerMessages(areas, locale)
}
