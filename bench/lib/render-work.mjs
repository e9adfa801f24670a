/**
 * The browser's own work on a first visit, from a Chromium trace (unthrottled, phone viewport): the style
 * passes, layout, paint, and the SVG image documents the page makes (Chrome builds a whole document for each
 * SVG image it decodes: an icon, a logo). Lighthouse folds all of it into "main thread"; this says which.
 * Each page is loaded `runs` times, each in a fresh browser, round-robin; medians.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink'];

function playwright(webDir) {
  const fromWeb = createRequire(path.join(webDir, 'package.json'));
  const fromTest = createRequire(fromWeb.resolve('@playwright/test'));
  return fromTest('playwright-core');
}

const sum = (events, name) => events.filter((e) => e.name === name && e.dur).reduce((total, e) => total + e.dur, 0) / 1000;

async function traceOnce(chromium, executablePath, args, url) {
  const browser = await chromium.launch({ executablePath, args });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'coast-trace-')), 'trace.json');
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await browser.startTracing(page, { path: file, categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    await browser.stopTracing();
  } finally {
    await browser.close();
  }
  const all = JSON.parse(fs.readFileSync(file, 'utf8')).traceEvents ?? [];
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  // Only the page's own renderer: Chromium's WebUI (the omnibox) styles, lays out, paints and builds SVG
  // documents in the same trace, in a process of its own.
  const commit = all.findLast((e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.isOutermostMainFrame);
  if (!commit) throw new Error('no committed main frame in the trace');
  const events = all.filter((e) => e.pid === commit.args.data.processId);
  const svg = events.filter((e) => e.name === 'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost' && e.dur);
  return {
    svgDocuments: svg.length,
    svgMs: svg.reduce((total, e) => total + e.dur, 0) / 1000,
    styleMs: sum(events, 'UpdateLayoutTree'),
    layoutMs: sum(events, 'Layout'),
    paintMs: sum(events, 'Paint'),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** targets: [label, url][]; returns { label: { runs, svgDocuments, svgMs, styleMs, layoutMs, paintMs } } (medians). */
export async function renderWork({ webDir, executablePath, args, targets, runs }) {
  const { chromium } = playwright(webDir);
  const all = Object.fromEntries(targets.map(([label]) => [label, []]));
  for (let round = 0; round < runs; round++) {
    for (const [label, url] of targets) {
      try {
        all[label].push(await traceOnce(chromium, executablePath, args, url));
      } catch (error) {
        all[label].push({ error: String(error?.message ?? error) });
      }
    }
  }
  return Object.fromEntries(
    Object.entries(all).map(([label, samples]) => {
      const ok = samples.filter((s) => !s.error);
      if (!ok.length) return [label, { error: samples[0]?.error ?? 'no sample' }];
      const keys = ['svgDocuments', 'svgMs', 'styleMs', 'layoutMs', 'paintMs'];
      return [label, { runs: ok.length, ...Object.fromEntries(keys.map((k) => [k, median(ok.map((s) => s[k]))])) }];
    }),
  );
}
