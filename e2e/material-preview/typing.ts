import type { Page } from '@playwright/test';

/** The text typed, one keystroke each: a company name a person might write. */
const TYPED = ' i Synowie Dekarstwo';

/**
 * Types into the harness's field on a 4× slowed CPU and answers, per keystroke, the time from
 * the input event to the preview's commit (the harness records it), in milliseconds.
 */
export async function typingTimings(page: Page, url: string): Promise<number[]> {
  await page.goto(url);
  await page.getByRole('img', { name: /Preview of your material/ }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.getByLabel('Company name').focus();
  await page.keyboard.press('End');
  for (const char of TYPED) await page.keyboard.type(char);
  await page.waitForFunction((count) => window.previewTimings.length >= count, TYPED.length);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page.evaluate(() => window.previewTimings);
}
