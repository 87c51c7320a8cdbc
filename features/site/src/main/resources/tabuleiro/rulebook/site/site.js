// The rule book site's two scripts: the language switch (remembered in the browser) and the
// search over the generated index (assets/search-index.js). Neither asks the network for
// anything; without scripts every page still shows both languages and every rule.
(() => {
  const body = document.body;
  const root = body.dataset.root || '';
  const show = which => {
    body.dataset.show = which;
    for (const button of document.querySelectorAll('.switch button')) {
      button.setAttribute('aria-pressed', String(button.dataset.show === which));
    }
    if (which !== 'both') {
      document.documentElement.lang = which;
    }
  };
  for (const button of document.querySelectorAll('.switch button')) {
    button.addEventListener('click', () => {
      show(button.dataset.show);
      try { localStorage.setItem('rulebook.show', button.dataset.show); } catch (e) { }
    });
  }
  if (document.querySelector('.switch')) {
    let saved = null;
    try { saved = localStorage.getItem('rulebook.show'); } catch (e) { }
    if (saved === 'en' || saved === 'pt' || saved === 'both') {
      show(saved);
    } else {
      // A site may be made to open on one language (a Portuguese student kit's opens on pt).
      show(body.dataset.show || 'both');
    }
  }
  const box = document.getElementById('search-box');
  const results = document.getElementById('search-results');
  if (!box || !results) {
    return;
  }
  const fold = text => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  box.addEventListener('input', () => {
    results.replaceChildren();
    const words = fold(box.value).split(/\s+/).filter(word => word.length > 0);
    if (words.length === 0) {
      return;
    }
    const found = (window.RULEBOOK_INDEX || []).filter(entry => {
      const text = fold([entry.id, entry.game, entry.title, entry.titlePt, entry.text].join(' '));
      return words.every(word => text.includes(word));
    }).slice(0, 15);
    for (const entry of found) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = root + entry.href;
      link.textContent = entry.id + ' ' + entry.title + ' / ' + entry.titlePt;
      item.append(link);
      results.append(item);
    }
    if (found.length === 0) {
      const item = document.createElement('li');
      item.textContent = 'No rule found / Nenhuma regra encontrada';
      results.append(item);
    }
  });
})();
