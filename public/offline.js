// The offline page's retry button: load the address again (the page has no inline script, as the
// site's content security policy allows scripts from this origin only).
document.getElementById('retry')?.addEventListener('click', () => window.location.reload())

// A visitor who chose Afaan Oromoo or Tigrinya reads the page in it (the site keeps the choice in
// storage and in the `lang` cookie); everyone else reads the Amharic and the English.
;(() => {
  let language = null
  try {
    language = localStorage.getItem('language')
  } catch {
    // storage unavailable: the cookie below
  }
  language ??= /(?:^|;\s*)lang=(\w+)/.exec(document.cookie)?.[1] ?? null
  if (language !== 'om' && language !== 'ti') return
  for (const block of document.querySelectorAll('[data-language]')) {
    block.hidden = !block.dataset.language.split(' ').includes(language)
  }
  const retry = document.getElementById('retry')
  if (retry) {
    retry.textContent = retry.dataset[language]
    document.title = retry.dataset[language === 'om' ? 'titleOm' : 'titleTi']
  }
  document.documentElement.lang = language
})()
