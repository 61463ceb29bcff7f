/**
 * The browser stand-in for Clover's card-fields SDK (sdk.js), with the same surface:
 * `new Clover(publicKey, {merchantId})`, `clover.elements().create(type, styles)`, `element.mount(selector)`,
 * `element.addEventListener('change' | 'blur', cb)`, and `clover.createToken()` resolving to
 * `{token, card}` or `{errors}`. It renders plain inputs instead of Clover's iframes.
 */
export const SANDBOX_SDK_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/sdk\.js(\?.*)?$/, '') : '/sandbox/clover';
  var META = {
    CARD_NUMBER: { label: 'Card number', placeholder: '4242 4242 4242 4242', autocomplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
    CARD_DATE: { label: 'Expiration date (MM/YY)', placeholder: 'MM / YY', autocomplete: 'cc-exp', inputMode: 'numeric', maxLength: 7 },
    CARD_CVV: { label: 'Security code (CVV)', placeholder: 'CVV', autocomplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
    CARD_POSTAL_CODE: { label: 'ZIP code', placeholder: 'ZIP', autocomplete: 'postal-code', inputMode: 'text', maxLength: 10 }
  };

  function validate(type, value) {
    var v = (value || '').replace(/\s/g, '');
    if (!v) return 'This field is required';
    if (type === 'CARD_NUMBER') {
      if (!/^\d{12,19}$/.test(v)) return 'Card number is invalid';
      var sum = 0;
      for (var i = 0; i < v.length; i++) {
        var d = Number(v[v.length - 1 - i]);
        if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
        sum += d;
      }
      if (sum % 10 !== 0) return 'Card number is invalid';
    }
    if (type === 'CARD_DATE' && !/^(0[1-9]|1[0-2])\/?(\d{2})$/.test(v)) return 'Expiration date is invalid';
    if (type === 'CARD_CVV' && !/^\d{3,4}$/.test(v)) return 'CVV is invalid';
    if (type === 'CARD_POSTAL_CODE' && v.length < 3) return 'ZIP code is invalid';
    return undefined;
  }

  function Element(type, styles, registry) {
    this.type = type;
    this.styles = styles || {};
    this.listeners = {};
    this.input = null;
    this.touched = false;
    this.registry = registry;
  }
  Element.prototype.mount = function (selector) {
    var host = typeof selector === 'string' ? document.querySelector(selector) : selector;
    if (!host) throw new Error('Clover sandbox: no element matches ' + selector);
    var meta = META[this.type] || { label: this.type, placeholder: '' };
    var input = document.createElement('input');
    input.type = 'text';
    input.name = 'clover-' + this.type.toLowerCase();
    input.setAttribute('aria-label', meta.label);
    input.setAttribute('data-clover-field', this.type);
    input.placeholder = meta.placeholder;
    input.autocomplete = meta.autocomplete || 'off';
    if (meta.inputMode) input.inputMode = meta.inputMode;
    if (meta.maxLength) input.maxLength = meta.maxLength;
    input.className = 'clover-sandbox-input';
    var style = this.styles.input || {};
    for (var k in style) { if (Object.prototype.hasOwnProperty.call(style, k)) input.style[k] = style[k]; }
    input.style.width = input.style.width || '100%';
    host.innerHTML = '';
    host.appendChild(input);
    this.input = input;
    var self = this;
    input.addEventListener('input', function () { self.emit('change'); });
    input.addEventListener('blur', function () { self.touched = true; self.emit('blur'); });
    return this;
  };
  Element.prototype.addEventListener = function (event, cb) {
    (this.listeners[event] = this.listeners[event] || []).push(cb);
  };
  Element.prototype.emit = function (event) {
    var state = this.registry.state();
    (this.listeners[event] || []).forEach(function (cb) { cb(state); });
  };
  Element.prototype.destroy = function () {
    if (this.input && this.input.parentNode) this.input.parentNode.removeChild(this.input);
    this.input = null;
  };
  Element.prototype.value = function () { return this.input ? this.input.value : ''; };

  function Clover(publicKey, options) {
    if (!publicKey) throw new Error('Clover sandbox: a public key is required');
    this.publicKey = publicKey;
    this.merchantId = options && options.merchantId;
    this.created = {};
  }
  Clover.prototype.elements = function () {
    var self = this;
    var registry = {
      state: function () {
        var out = {};
        Object.keys(self.created).forEach(function (type) {
          var el = self.created[type];
          out[type] = { touched: el.touched, error: validate(type, el.value()) };
        });
        return out;
      }
    };
    return {
      create: function (type, styles) {
        var el = new Element(type, styles, registry);
        self.created[type] = el;
        return el;
      }
    };
  };
  Clover.prototype.createToken = function () {
    var self = this;
    var errors = {};
    var values = {};
    Object.keys(self.created).forEach(function (type) {
      var value = self.created[type].value();
      var err = validate(type, value);
      if (err) errors[type] = err;
      values[type] = (value || '').replace(/\s/g, '');
    });
    if (!self.created.CARD_NUMBER) errors.CARD_NUMBER = 'Card number field is not mounted';
    if (Object.keys(errors).length) return Promise.resolve({ errors: errors });
    var date = (values.CARD_DATE || '').replace('/', '');
    var body = { card: { number: values.CARD_NUMBER, exp_month: date.slice(0, 2), exp_year: '20' + date.slice(2, 4), cvv: values.CARD_CVV || '' } };
    return fetch(base + '/v1/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: self.publicKey },
      body: JSON.stringify(body)
    }).then(function (res) {
      return res.json().then(function (json) {
        if (res.ok && json.id) return { token: json.id, card: json.card };
        var field = json.error && json.error.param === 'cvv' ? 'CARD_CVV' : json.error && json.error.param === 'exp_month' ? 'CARD_DATE' : 'CARD_NUMBER';
        var out = {};
        out[field] = (json.error && json.error.message) || 'Card could not be verified';
        return { errors: out };
      });
    }, function () {
      return { errors: { CARD_NUMBER: 'Could not reach the payment service' } };
    });
  };
  window.Clover = Clover;
})();
`;
