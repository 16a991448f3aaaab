// The console's only script, inlined with the page's nonce: every form works without it; it adds
// the keyboard and selection conveniences. On the photo queue: j/k (or arrows) move between photos,
// x selects, a approves, r rejects the photo in focus; "select all" ticks every box. On the domain
// form: a colour picker and its text box follow each other.
export const CONSOLE_SCRIPT = `
(function () {
  var cards = Array.prototype.slice.call(document.querySelectorAll('[data-photo]'));
  function mark(card) {
    var box = card.querySelector('input[type=checkbox]');
    card.classList.toggle('selected', box.checked);
  }
  cards.forEach(function (card) {
    var box = card.querySelector('input[type=checkbox]');
    box.addEventListener('change', function () { mark(card); });
    mark(card);
  });
  var all = document.getElementById('select-all');
  if (all) all.addEventListener('change', function () {
    cards.forEach(function (card) { card.querySelector('input[type=checkbox]').checked = all.checked; mark(card); });
  });
  function current() {
    var active = document.activeElement;
    return active && active.closest ? active.closest('[data-photo]') : null;
  }
  document.addEventListener('keydown', function (event) {
    if (!cards.length || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    if (target && (target.tagName === 'INPUT' && target.type !== 'checkbox' || target.tagName === 'TEXTAREA')) return;
    var card = current();
    var at = card ? cards.indexOf(card) : -1;
    var key = event.key;
    if (key === 'j' || key === 'ArrowRight' || key === 'k' || key === 'ArrowLeft') {
      var step = key === 'j' || key === 'ArrowRight' ? 1 : -1;
      var next = cards[Math.min(cards.length - 1, Math.max(0, at + step))];
      next.querySelector('input[type=checkbox]').focus();
      event.preventDefault();
    } else if (card && key === 'x') {
      var box = card.querySelector('input[type=checkbox]');
      box.checked = !box.checked;
      mark(card);
      event.preventDefault();
    } else if (card && (key === 'a' || key === 'r')) {
      var button = card.querySelector('button[data-key="' + key + '"]');
      if (button) { button.click(); event.preventDefault(); }
    }
  });
  Array.prototype.forEach.call(document.querySelectorAll('[data-colour]'), function (row) {
    var text = row.querySelector('input[type=text]');
    var picker = row.querySelector('input[type=color]');
    picker.hidden = false;
    picker.addEventListener('input', function () { text.value = picker.value; });
    text.addEventListener('input', function () { if (/^#[0-9a-fA-F]{6}$/.test(text.value)) picker.value = text.value; });
  });
  Array.prototype.forEach.call(document.querySelectorAll('form[data-confirm-host]'), function (form) {
    var input = form.querySelector('input[name=confirm]');
    var button = form.querySelector('button');
    function check() { button.disabled = input.value.trim() !== form.getAttribute('data-confirm-host'); }
    input.addEventListener('input', check);
    check();
  });
})();
`;
