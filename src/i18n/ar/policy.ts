import type { policyMessages } from '../en-gb/policy'
import type { Translation } from '../translation'

// Arabic: the cancellation and payment terms (decision 0129), with Arabic's six plural forms for nights and hours.
export const policy: Translation<typeof policyMessages> = {
  'policy.penalty':
    '{kind, select, nights {{nights, plural, zero {لا شيء} one {الليلة الأولى} two {أول ليلتين} few {أول # ليالٍ} many {أول # ليلة} other {أول # ليلة}}} percentage {{percentage, number}% من السعر} full {السعر الكامل} other {لا شيء}}',
  'policy.penaltyAmount': '{penalty} ({amount})',
  'policy.nonRefundable': 'غير قابل للاسترداد: نحتسب {penalty} ولا نرد شيئًا إذا ألغيت أو لم تصل.',
  'policy.freeUntil': 'إلغاء مجاني حتى الساعة {time} يوم {date}.',
  'policy.freeUntilHours':
    'إلغاء مجاني حتى {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}} قبل الوصول (تسجيل الوصول الساعة {checkIn}).',
  'policy.freeUntilCheckIn': 'إلغاء مجاني حتى تسجيل الوصول.',
  'policy.afterThat': 'بعد ذلك، نحتسب {penalty}.',
  'policy.ifCancel': 'إذا ألغيت، نحتسب {penalty}.',
  'policy.noShow': 'إذا لم تصل، نحتسب {penalty}.',
  'policy.noShowFree': 'لا نحتسب شيئًا إذا لم تصل.',
  'policy.nothingToPay': 'لا شيء للدفع.',
  'policy.nothingToday': 'لا شيء للدفع اليوم.',
  'policy.due':
    '{when, select, today {{amount} اليوم} booking {{amount} عند الحجز} hotel {{amount} في الفندق} other {{amount} يوم {date}}}',
  'policy.dueOnly':
    '{when, select, today {يُحتسب {amount} اليوم.} booking {احتُسب {amount} عند الحجز.} hotel {يُدفع {amount} في الفندق.} other {يُحتسب {amount} يوم {date}.}}',
  'policy.instalments': '{list}.',
  'policy.wholeStay': 'الإقامة كاملة',
  'policy.shareOfStay': '{percent, number}% من الإقامة',
}
