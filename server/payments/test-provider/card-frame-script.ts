/**
 * The card frame's one inline script, as text (it is hashed into the page's policy, so it takes nothing from the
 * request: it reads its query parameters from `location`). It speaks the postMessage protocol of
 * src/api/contract/card-frame.ts: `ready`, `resize` and `change` to the parent; a `submit` from the parent
 * (checked: same origin, the parent window, the channel) is validated, turned into a payment method by POSTing
 * to the provider with the publishable key, and answered with `result` or `error`. What was typed stays, as in
 * Stripe's own fields: the app asks again with the same reference until the guest changes the card.
 */
export const CARD_FRAME_SCRIPT = `
(function () {
  'use strict';
  var CHANNEL = 'card-frame';
  var key = new URLSearchParams(location.search).get('key') || '';
  var names = ['number', 'exp', 'cvc'];
  var field = {};
  var shown = {};
  names.forEach(function (n) { field[n] = document.getElementById(n); shown[n] = null; });
  var formError = document.getElementById('form-error');
  // The words, in the page's language: the page writes them into the form (the script is the same for all).
  var M = JSON.parse(document.getElementById('card').getAttribute('data-messages') || '{}');

  function post(message) {
    message.channel = CHANNEL;
    if (parent !== window) parent.postMessage(message, location.origin);
  }
  function digits(s) { return s.replace(/\\D/g, ''); }
  function luhn(d) {
    var sum = 0, dbl = false;
    for (var i = d.length - 1; i >= 0; i--) {
      var x = d.charCodeAt(i) - 48;
      if (dbl) { x *= 2; if (x > 9) x -= 9; }
      sum += x; dbl = !dbl;
    }
    return sum % 10 === 0;
  }
  function brandOf(d) {
    if (/^4/.test(d)) return 'visa';
    if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(d)) return 'mastercard';
    if (/^3[47]/.test(d)) return 'amex';
    if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
    if (/^35(2[89]|[3-8])/.test(d)) return 'jcb';
    if (/^(30[0-5]|3095|36|38|39)/.test(d)) return 'diners';
    if (/^62/.test(d)) return 'unionpay';
    return null;
  }
  function expiry(v) {
    var m = /^\\s*(\\d{1,2})\\s*\\/?\\s*(\\d{2}|\\d{4})\\s*$/.exec(v);
    if (!m) return null;
    var year = Number(m[2]);
    return { month: Number(m[1]), year: year < 100 ? 2000 + year : year };
  }
  function errorOf(n) {
    var v = field[n].value;
    if (n === 'number') {
      var d = digits(v);
      if (!d) return M.enterNumber;
      if (d.length < 12 || d.length > 19 || !luhn(d)) return M.invalidNumber;
      return null;
    }
    if (n === 'exp') {
      var e = expiry(v);
      if (!e) return M.enterExpiry;
      if (e.month < 1 || e.month > 12) return M.invalidMonth;
      var now = new Date();
      var past = e.year < now.getFullYear() || (e.year === now.getFullYear() && e.month < now.getMonth() + 1);
      return past ? M.expired : null;
    }
    return /^\\d{3,4}$/.test(v.trim()) ? null : M.enterSecurityCode;
  }
  function show(n, message) {
    shown[n] = message;
    document.getElementById(n + '-error').textContent = message || '';
    field[n].setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  function firstShown() {
    for (var i = 0; i < names.length; i++) if (shown[names[i]]) return shown[names[i]];
    return formError.textContent || null;
  }
  function resize() {
    post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
  }
  function change() {
    var complete = names.every(function (n) { return !errorOf(n); });
    post({ type: 'change', complete: complete, brand: brandOf(digits(field.number.value)), error: firstShown() });
    resize();
  }
  function atEnd(input) { return input.selectionStart === input.value.length; }

  field.number.addEventListener('input', function () {
    if (atEnd(field.number)) {
      field.number.value = digits(field.number.value).slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 ');
    }
  });
  field.exp.addEventListener('input', function (event) {
    var d = digits(field.exp.value);
    if (atEnd(field.exp) && event.inputType !== 'deleteContentBackward' && d.length >= 2) {
      field.exp.value = d.slice(0, 2) + ' / ' + d.slice(2, 4);
    }
  });
  names.forEach(function (n) {
    field[n].addEventListener('input', function () {
      if (shown[n] && !errorOf(n)) show(n, null);
      formError.textContent = '';
      change();
    });
    field[n].addEventListener('blur', function () {
      if (field[n].value) show(n, errorOf(n));
      change();
    });
  });
  document.getElementById('card').addEventListener('submit', function (event) { event.preventDefault(); });

  function finish(requestId, message, param) {
    var target = /number/.test(param || '') ? 'number' : /exp/.test(param || '') ? 'exp' : /cvc/.test(param || '') ? 'cvc' : null;
    if (target) show(target, message); else formError.textContent = message;
    post({ type: 'error', requestId: requestId, message: message });
    change();
  }
  function submit(requestId, billing) {
    var problems = names.map(function (n) { var e = errorOf(n); show(n, e); return e; }).filter(Boolean);
    var cvc = field.cvc.value.trim();
    if (problems.length > 0) { post({ type: 'error', requestId: requestId, message: problems[0] }); change(); return; }
    var e = expiry(field.exp.value);
    var body = new URLSearchParams({
      type: 'card',
      'card[number]': digits(field.number.value),
      'card[exp_month]': String(e.month),
      'card[exp_year]': String(e.year),
      'card[cvc]': cvc
    });
    if (billing && billing.name) body.set('billing_details[name]', billing.name);
    if (billing && billing.email) body.set('billing_details[email]', billing.email);
    fetch('v1/payment_methods', {
      method: 'POST',
      headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString()
    }).then(function (r) {
      return r.json().then(function (json) {
        if (!r.ok || !json.card) {
          var err = json.error || {};
          finish(requestId, err.message || M.notChecked, err.param);
          return;
        }
        post({ type: 'result', requestId: requestId, paymentMethod: {
          id: json.id, brand: json.card.brand, last4: json.card.last4,
          expMonth: json.card.exp_month, expYear: json.card.exp_year
        } });
      });
    }).catch(function () {
      finish(requestId, M.notCheckedOffline, null);
    });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.source !== parent) return;
    var data = event.data;
    if (!data || data.channel !== CHANNEL || data.type !== 'submit' || typeof data.requestId !== 'string') return;
    submit(data.requestId, data.billing);
  });
  window.addEventListener('resize', resize);
  if (window.ResizeObserver) new ResizeObserver(resize).observe(document.body);
  post({ type: 'ready' });
  resize();
})();
`
