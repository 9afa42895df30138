import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { presetReasonsQuery } from '../../src/app/staff/review/preset-reasons';

/**
 * Issue 27's review desk: a rejection's reason goes to the installer, so the common reasons a
 * reviewer picks are written in the language the project's creator reads the portal in, whatever
 * the reviewer's own (the first two of the four, as the club's translators wrote them).
 */
const FIRST_TWO = {
  en: ['This product was sold for another country, so it does not earn points here.', 'Too many products were scanned within a minute for a real installation.'],
  pl: ['Ten produkt został sprzedany na inny kraj, więc nie daje tu punktów.', 'W ciągu minuty zeskanowano zbyt wiele produktów jak na rzeczywisty montaż.'],
  uk: ['Цей продукт продано для іншої країни, тому тут він не приносить балів.', 'За хвилину відскановано забагато продуктів для справжнього монтажу.'],
} as const;

describe('the common rejection reasons in the installer\'s language', () => {
  it.each(Object.entries(FIRST_TWO))('in %s', async (language, expected) => {
    const reasons = await new QueryClient().fetchQuery(presetReasonsQuery(language as keyof typeof FIRST_TWO));
    expect(reasons).toHaveLength(4);
    expect(reasons.slice(0, 2)).toEqual(expected);
  });
});
