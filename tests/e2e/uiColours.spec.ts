import { createServer, type Server } from 'node:http';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { BASE } from './support/funnel';

/** The brand's configured parent origin (brands/es-vehicle/brand.json parentOrigins), as in chrome.spec.ts. */
const PARENT = 'http://localhost:3100';
const PORT = Number(new URL(PARENT).port);

/** Serves `html` for every request. */
const htmlServer = (html: (url: string | undefined) => string): Server =>
  createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html(request.url));
  });

const listen = (server: Server, port: number, host: string): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Starts a third-party page on an origin that is not configured (127.0.0.1 on a free port; it posts to the funnel
 * beside it) and the partner page on the configured origin (the funnel in frame 0, the third-party frame beside it).
 * Port 3100 is fixed by the brand and chrome.spec.ts uses it too, so a busy port is waited for, not failed on.
 */
async function startPartner(funnelUrl: string): Promise<{ other: string; close(): void }> {
  const third = htmlServer(() => '<!doctype html><title>Other</title><script>window.send=(data)=>parent.frames[0].postMessage(data,"*");</script>');
  await listen(third, 0, '127.0.0.1');
  const address = third.address();
  const other = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/other`;
  const partner = htmlServer(
    () => `<!doctype html><title>Partner</title><script>window.heights=0;addEventListener('message',(e)=>{if(e.data&&e.data.type==='FORM_HEIGHT')window.heights+=1;});
window.send=(data)=>document.getElementById('funnel').contentWindow.postMessage(data,${JSON.stringify(new URL(funnelUrl).origin)});</script>
<iframe id="funnel" title="Funnel" src="${funnelUrl}" style="width:400px;height:600px"></iframe>
<iframe id="other" title="Other" src="${other}" style="width:10px;height:10px"></iframe>`,
  );
  for (let attempt = 0; ; attempt += 1) {
    try {
      await listen(partner, PORT, 'localhost');
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 120) {
        third.close();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return {
    other,
    close: () => {
      partner.close();
      third.close();
    },
  };
}

/** The partner page with the funnel mounted (its first FORM_HEIGHT arrived) and the funnel's frame. */
async function openPartner(page: Page, funnelUrl: string): Promise<Frame> {
  await page.goto(`${PARENT}/embed`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { heights: number }).heights)).toBeGreaterThan(0);
  const frame = page.frames().find((f) => f.url().startsWith(funnelUrl));
  if (!frame) throw new Error('funnel frame not found');
  // Records every message the funnel receives, after the funnel's own listener (added at mount) has run for it.
  await frame.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { seen: unknown[] }).seen = seen;
    window.addEventListener('message', (event) => seen.push(event.data));
  });
  return frame;
}

/** Whether the funnel has received a message of `type` (other scripts may post messages too, so none is counted). */
const received = (frame: Frame, type: string): Promise<boolean> =>
  frame.evaluate((t) => (window as unknown as { seen: unknown[] }).seen.some((data) => (data as { type?: unknown } | null)?.type === t), type);
/** `--color-primary` as the page content inherits it. */
const primaryColour = (frame: Frame | Page): Promise<string> =>
  frame.evaluate(() => getComputedStyle(document.querySelector('main') ?? document.body).getPropertyValue('--color-primary').trim());
const heldColours = (frame: Frame): Promise<string> => frame.evaluate(() => document.querySelector<HTMLElement>('.ui-colours')?.style.cssText ?? '');

test.describe.configure({ mode: 'serial' });

test('a UI_COLORS message from the configured parent origin sets the colours; malformed, javascript: and url() values change nothing', async ({ page, context, baseURL }) => {
  // Served as localhost (same site as the partner) so the funnel's storage is the one a later top-level visit reads.
  const funnelUrl = `http://localhost:${new URL(baseURL ?? '').port}${BASE}/`;
  const partner = await startPartner(funnelUrl);
  try {
    const frame = await openPartner(page, funnelUrl);
    const themePrimary = await primaryColour(frame);
    const bad: unknown[] = [
      { type: 'UI_COLORS', colors: { primary: 'javascript:alert(1)' } },
      { type: 'UI_COLORS', colors: { primary: 'url(https://evil.test/x.png)' } },
      { type: 'UI_COLORS', colors: { primary: 'red; background: url(x)' } },
      { type: 'UI_COLORS', colors: { 'Primary Colour': '#123456' } },
      { type: 'UI_COLORS', colors: null },
      { type: 'UI_COLORS', colors: ['#123456'] },
      JSON.stringify({ type: 'UI_COLORS', colors: { primary: '#123456' } }),
      { type: 'OTHER', colors: { primary: '#123456' } },
      // Messages arrive in order: once this one is seen, every message before it has been handled.
      { type: 'E2E_LAST' },
    ];
    for (const data of bad) await page.evaluate((d) => (window as unknown as { send(data: unknown): void }).send(d), data);
    await expect.poll(() => received(frame, 'E2E_LAST')).toBe(true);
    expect(await heldColours(frame)).toBe('display: contents;');
    expect(await primaryColour(frame)).toBe(themePrimary);

    await page.evaluate(() =>
      (window as unknown as { send(data: unknown): void }).send({ type: 'UI_COLORS', colors: { primary: 'rgb(1, 2, 3)', 'footer-background': '#123456' } }),
    );
    await expect.poll(() => primaryColour(frame)).toBe('rgb(1, 2, 3)');
    expect(await heldColours(frame)).toContain('--color-footer-background: #123456');
    // Inside an iframe header and footer stay omitted (docs/product.md "Page chrome"); their transparency shows on a visit outside it.
    expect(await frame.locator('header, footer').count()).toBe(0);

    // The colours were merged over the stored ones and persisted (docs/product.md "Entities", docs/sessions-and-storage.md "Persistence"): the funnel opened on its own restores them.
    const own = await context.newPage();
    await own.goto(funnelUrl);
    await expect(own.locator('header.site-header--transparent')).toBeVisible();
    await expect(own.locator('footer.site-footer--transparent')).toBeVisible();
    expect(await own.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    expect(await primaryColour(own)).toBe('rgb(1, 2, 3)');
  } finally {
    partner.close();
  }
});

test('a UI_COLORS message from a frame on an origin that is not configured changes nothing', async ({ page, baseURL }) => {
  const funnelUrl = `${baseURL}${BASE}/`;
  const partner = await startPartner(funnelUrl);
  try {
    const frame = await openPartner(page, funnelUrl);
    const themePrimary = await primaryColour(frame);
    const other = page.frames().find((f) => f.url() === partner.other);
    if (!other) throw new Error('third-party frame not found');
    await other.evaluate(() =>
      (window as unknown as { send(data: unknown): void }).send({ type: 'UI_COLORS', colors: { primary: 'rgb(1, 2, 3)' } }),
    );
    await expect.poll(() => received(frame, 'UI_COLORS')).toBe(true);
    expect(await heldColours(frame)).toBe('display: contents;');
    expect(await primaryColour(frame)).toBe(themePrimary);
  } finally {
    partner.close();
  }
});
