/**
 * The smallest built index.html the client plugin accepts: the markers where the server puts a
 * page's head tags, its rendered HTML and its bootstrap data (see src/server/lib/page-document.ts).
 */
export const CLIENT_DOCUMENT =
  '<!doctype html><html lang="am"><head><!--app-head--></head><body>' +
  '<div id="root"><!--app-html--></div><!--app-bootstrap--></body></html>'
