import './lib/zod-config.ts'
import './fonts/fonts.css'
import './index.css'
import { pageBootstrap } from './lib/page-bootstrap.ts'
import { nextTask } from './lib/tasks.ts'

// The browser's entry. It imports (nearly) nothing itself: the app starts in steps, each one
// evaluating its part of the code in a task of its own, with a yield to the browser between them.
// Evaluated at once (one static module graph evaluates in one task), React DOM, i18next and the
// app's shell kept a cheap phone's main thread busy for one long task right when the visitor
// starts reading (docs/decisions/035-starting-the-app-in-steps.md). Every module this file imports
// dynamically is a step of the app's start: the build gives each step one chunk
// (scripts/vite/start-chunks.ts), the server preloads them with the page, and the service worker
// keeps them (src/shared/build-manifest.ts, `startKeys`).

async function start(root: HTMLElement): Promise<void> {
  const bootstrap = pageBootstrap()
  // React DOM is most of the code; nothing else is evaluated in its task.
  await import('react-dom/client')
  await nextTask()
  // The interface strings: a server-rendered page brings its own, so i18next is ready at once.
  await import('./lib/i18n.ts')
  await nextTask()
  const app = await import('./app/start-app.tsx')
  await nextTask()
  if (bootstrap?.queries) {
    // A server-rendered page: it has been painted already (its scripts load after the first paint)
    // and its data is here, so the first render in the browser is the server's HTML, made
    // interactive.
    await app.loadPage(window.location.pathname).catch(() => undefined)
    await nextTask()
    app.hydrateData(bootstrap.queries)
    await nextTask()
    app.prepareFormatting()
    await nextTask()
    app.hydrateApp(root)
  } else {
    app.renderApp(root)
  }
  app.afterStart({ hydrated: Boolean(bootstrap?.queries) })
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
void start(root)
