// The offline page's retry button: load the address again (the page has no inline script, as the
// site's content security policy allows scripts from this origin only).
document.getElementById('retry')?.addEventListener('click', () => window.location.reload())
