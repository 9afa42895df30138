/** The welcome notification's texts: every UI language, the right plural forms, English as fallback. */
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGE_CODES, languageByCode } from '../../src/contract/languages';
import { cardIssuedText, topUpOutcomeText } from '../../src/server/reference/club-card-notification-texts';
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

describe('the club card notifications (issue 25: every outcome in 15 languages)', () => {
  const outcomes = ['SUCCEEDED', 'REFUSED', 'REJECTED'] as const;

  it('has texts of their own in each UI language, naming the order and the amount', () => {
    for (const outcome of outcomes) {
      const texts = UI_LANGUAGE_CODES.map((code) => topUpOutcomeText(idOf(code), outcome, 'PL-100123', 200, 'PLN'));
      expect(new Set(texts.map(({ title, text }) => `${title} ${text}`)).size, outcome).toBe(UI_LANGUAGE_CODES.length);
      for (const [index, { text }] of texts.entries()) {
        expect(text, `${UI_LANGUAGE_CODES[index]} ${outcome}`).toContain('PL-100123');
        expect(text, `${UI_LANGUAGE_CODES[index]} ${outcome}`).toMatch(/200/);
        expect(text, `${UI_LANGUAGE_CODES[index]} ${outcome}`).not.toMatch(/[{}]/);
      }
    }
    const issued = UI_LANGUAGE_CODES.map((code) => cardIssuedText(idOf(code), 'PL-100122'));
    expect(new Set(issued.map((text) => text.text)).size).toBe(UI_LANGUAGE_CODES.length);
    for (const { text } of issued) expect(text).toContain('PL-100122');
  });

  it('formats the amount in złoty for Polish, and tells of a refusal to check the e-mail (SPEC §4, §8)', () => {
    expect(topUpOutcomeText(idOf('pl'), 'SUCCEEDED', 'PL-100123', 200, 'PLN').text).toMatch(/200\szł/);
    expect(topUpOutcomeText(idOf('pl'), 'REFUSED', 'PL-100123', 200, 'PLN').text).toMatch(/e-mail/);
    expect(topUpOutcomeText(idOf('en'), 'REJECTED', 'PL-100123', 200, 'PLN').text).toMatch(/e-mail/);
  });
});
