// The example partner page's own script (a file: the page's policy allows no inline script).
// One language switch for all the modules, a button that opens the stormwater dialog, and a log
// of the events the modules dispatch.
const modules = () => document.querySelectorAll('forest-city-map, forest-city-report, forest-city-stormwater');
const buttons = document.querySelectorAll('#partner-languages button');

function showLanguage(lang) {
  buttons.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.lang === lang)));
}

buttons.forEach((button) =>
  button.addEventListener('click', () => {
    for (const element of modules()) element.setAttribute('lang', button.dataset.lang);
    showLanguage(button.dataset.lang);
  }),
);

document.getElementById('open-stormwater').addEventListener('click', () => {
  document.querySelector('forest-city-stormwater').setAttribute('open', '');
});

const log = document.getElementById('partner-events');
for (const name of ['forest-city-select-item', 'forest-city-tab-change', 'forest-city-approach-change', 'forest-city-language-change', 'forest-city-close']) {
  document.addEventListener(name, (event) => {
    const entry = document.createElement('li');
    entry.textContent = `${event.target.localName}: ${name} ${JSON.stringify(event.detail)}`;
    log.append(entry);
    // A language picked inside one module (the report's own switch) applies to the others too.
    if (name === 'forest-city-language-change') {
      for (const element of modules()) if (element.getAttribute('lang') !== event.detail.lang) element.setAttribute('lang', event.detail.lang);
      showLanguage(event.detail.lang);
    }
  });
}
