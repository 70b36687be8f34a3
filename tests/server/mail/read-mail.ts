/**
 * Reading a delivered message as a guest's mail client and calendar would: the links of its HTML, its text and
 * HTML both present, and its .ics parsed by a real calendar parser (ical.js).
 */
import ICAL from 'ical.js'
import type { ParsedMail } from 'mailparser'
import { expect } from 'vitest'

/** The one message of `mails` (the test fails on none or on a copy). */
export function only<T>(mails: T[]): T {
  expect(mails).toHaveLength(1)
  const [mail] = mails
  if (mail === undefined) throw new Error('no message')
  return mail
}

/** The HTML and the text of `mail`, failing the test when either is missing. */
export function bothParts(mail: ParsedMail): { html: string; text: string } {
  const html = typeof mail.html === 'string' ? mail.html : ''
  const text = mail.text ?? ''
  expect(html).toMatch(/^<!DOCTYPE html>/)
  expect(text.length).toBeGreaterThan(0)
  return { html, text }
}

/** The address of each button of the HTML, by its label. */
export function buttonsOf(html: string): Map<string, string> {
  const links = new Map<string, string>()
  for (const m of html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g))
    links.set(m[2] ?? '', (m[1] ?? '').replace(/&amp;/g, '&'))
  return links
}

/** The one event of an .ics as a calendar reads it. */
export function calendarEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no event in the .ics')
  const event = new ICAL.Event(vevent)
  return {
    start: event.startDate.toString(),
    end: event.endDate.toString(),
    allDay: event.startDate.isDate,
    summary: event.summary,
    location: event.location,
    description: event.description,
  }
}
