import { setFlagsFromString } from 'node:v8'

// Imported first by server.ts: it holds before the server opens its database or serves anyone.
//
// V8 builds an allocation site's objects straight in the old generation once most of them have
// outlived young collections ("allocation-site pretenuring"), and takes that back only after a full
// collection in which little of the old heap survives: rare here, where the old heap is mostly the
// search index. At start the server keeps many rows alive at once (the checkout warm-up on every
// pooled connection), so the sites that build query rows got tenured. From then on each request's
// rows were born old: the strings they point to outlived every young collection, were copied into
// the old generation and waited there for a full collection. A product list request cost 0.07-0.1
// ms more CPU, up to a quarter of its cost (docs/decisions/045-no-allocation-site-pretenuring.md).
setFlagsFromString('--no-allocation-site-pretenuring')
