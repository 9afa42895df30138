/** The welcome notification's texts: every UI language, the right plural forms, English as fallback. */
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGE_CODES, languageByCode } from '../../src/contract/languages';
import { welcomeNotificationText } from '../../src/server/reference/notification-texts';

const idOf = (code: string) => languageByCode(code)?.id ?? 0;

describe('welcomeNotificationText', () => {
  it('has a text of its own in each of the 15 UI languages, with every count filled in', () => {
    const texts = UI_LANGUAGE_CODES.map((code) => welcomeNotificationText(idOf(code), 20).text);
    expect(new Set(texts).size).toBe(UI_LANGUAGE_CODES.length);
    for (const code of UI_LANGUAGE_CODES) {
      for (const points of [1, 2, 3, 5, 11, 21, 22, 50, 101]) {
        const { title, text } = welcomeNotificationText(idOf(code), points);
        expect(title, code).toContain('Installer Club');
        expect(text, `${code} ${points}`).toContain(` ${points} `);
        expect(text, `${code} ${points}`).not.toContain('#');
      }
    }
  });

  it('picks the plural form of the language', () => {
    const polish = (points: number) => welcomeNotificationText(idOf('pl'), points).text.split('. ')[0];
    expect([1, 2, 5, 22].map(polish)).toEqual([
      'Twoja firma otrzymała 1 punkt powitalny',
      'Twoja firma otrzymała 2 punkty powitalne',
      'Twoja firma otrzymała 5 punktów powitalnych',
      'Twoja firma otrzymała 22 punkty powitalne',
    ]);
    expect(welcomeNotificationText(idOf('sl'), 2).text).toMatch(/^Vaše podjetje je prejelo 2 točki za dobrodošlico\./);
    expect(welcomeNotificationText(idOf('lt'), 21).text).toMatch(/^Jūsų įmonė gavo 21 sveikinimo tašką\./);
    expect(welcomeNotificationText(idOf('ro'), 20).text).toMatch(/^Firma dumneavoastră a primit 20 de puncte de bun venit\./);
    expect(welcomeNotificationText(idOf('en'), 1).text).toMatch(/^Your company has received 1 welcome point\./);
  });

  it('leaves the points out when there are none', () => {
    expect(welcomeNotificationText(idOf('en'), 0)).toEqual({
      title: 'Welcome to Installer Club!',
      text: 'Your company is now a member of the club. Register your first project, scan the products you install and collect points for your company.',
    });
    for (const code of UI_LANGUAGE_CODES) expect(welcomeNotificationText(idOf(code), 0).text).not.toMatch(/\d/);
  });

  it('answers in English for a language without texts (Turkish) or an unknown id', () => {
    const english = welcomeNotificationText(idOf('en'), 20);
    expect(welcomeNotificationText(idOf('tr'), 20)).toEqual(english);
    expect(welcomeNotificationText(99, 20)).toEqual(english);
  });
});
