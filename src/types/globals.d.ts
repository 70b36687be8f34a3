declare const __DEFAULT_PROPERTY__: string
