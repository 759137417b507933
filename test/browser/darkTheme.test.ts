// The stylesheet on a dark theme (a Volto theme with light text on a dark page, or one that follows the visitor's
// `prefers-color-scheme: dark`): what it draws itself, rather than in the colour of the text around it, must stay as
// visible there as on Volto's light default.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import pkg from '../../package.json' with { type: 'json' };
import { connectBrowser } from './support/demo';

const stylesheet = readFileSync(resolve(import.meta.dirname, '..', '..', pkg.exports['./styles.css']), 'utf8');

/** A person's page as Volto renders its `belowContent` slot: the page's own links, then the site's. */
const personPage = (text: string, background: string) => `<!doctype html>
<html><head><style>${stylesheet}</style>
<style>body { color: ${text}; background: ${background}; font: 16px sans-serif; }</style></head>
<body><div id="view">
  <div class="ui container"><h1>Alice</h1></div>
  <section class="socialmedia-content-links-slot ui container"><h2>Alice’s profiles</h2></section>
  <ul class="socialmedia-links socialmedia-slot ui container"><li>Site</li></ul>
</div></body></html>`;

/** WCAG's relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([r, g, b]: number[]): number {
  const [R, G, B] = [r!, g!, b!].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
}

/** The contrast of the rule above the site's links with the page behind it, as drawn by Chromium. */
async function ruleContrast(page: Page, text: string, background: string): Promise<number> {
  await page.setContent(personPage(text, background));
  const [rule, behind] = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    // The colours as the browser paints them: a translucent rule over the page's background, flattened to sRGB.
    const paint = (...colours: string[]) => {
      context.clearRect(0, 0, 1, 1);
      for (const colour of colours) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const list = document.querySelector('.socialmedia-slot')!;
    const body = getComputedStyle(document.body).backgroundColor;
    return [paint(body, getComputedStyle(list).borderTopColor), paint(body)];
  });
  const [lighter, darker] = [luminance(rule!), luminance(behind!)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await connectBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

describe('on a dark theme', () => {
  it('keeps the rule between a page’s own links and the site’s as visible as on Volto’s light theme', async () => {
    const light = await ruleContrast(page, 'rgba(0, 0, 0, 0.87)', '#ffffff');
    const dark = await ruleContrast(page, '#e8e8e8', '#1b1c1d');
    expect(light).toBeGreaterThan(1.25);
    expect(dark).toBeGreaterThan(1.25);
  });
});
