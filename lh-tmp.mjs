import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
const a = result.lhr.audits
for (const id of ['long-tasks', 'metrics', 'lcp-breakdown-insight', 'document-latency-insight', 'font-display-insight', 'dom-size-insight', 'third-parties-insight', 'inspector-issues', 'heading-order', 'canonical', 'largest-contentful-paint-element', 'render-blocking-resources', 'bootup-time', 'mainthread-work-breakdown', 'lcp-discovery-insight', 'render-blocking-insight', 'network-dependency-tree-insight']) {
  if (!a[id]) continue
  console.log('==', id, a[id].score, a[id].displayValue ?? '', JSON.stringify(a[id].details?.items ?? a[id].details ?? '').slice(0, 1500))
}
console.log('perf', result.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'SI', a['speed-index'].numericValue)
await chrome.kill()
