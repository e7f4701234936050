import { setFlagsFromString } from 'node:v8'

// Imported first by server.ts, before any other module allocates.
//
// V8 moves an allocation site's objects straight to the old generation once most of them have
// outlived two young collections ("allocation-site pretenuring"), and never reconsiders. At start
// the server keeps many rows alive at once (the checkout warm-up on every pooled connection, the
// search index load), so the sites that build query rows get tenured. Afterwards every request's
// rows were born old: the strings they point to survived each young collection, were copied into
// the old generation and waited for a full collection. A product list request cost 0.07-0.1 ms
// more CPU than without, a third of its whole cost (docs/decisions/045-no-allocation-site-pretenuring.md).
setFlagsFromString('--no-allocation-site-pretenuring')
