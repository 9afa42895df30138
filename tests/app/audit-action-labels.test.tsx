import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../src/contract/audit-actions';
import { auditActionLabel } from '../../src/app/staff/audit-action-labels';
import { AuditAction } from '../../src/app/staff/AuditLogPage';
import { staffCatalog } from '../../src/app/staff/staff-catalog';

/**
 * The audit log's "What" column: every action the server writes (recordAudit in
 * src/server/domain: emulation, order-status, club-card, support, projects, staff-content,
 * content-import, product-catalogue, staff-members, staff-accounts, maintenance,
 * company-recommendation) reads as words,
 * its code under them; a code the console does not know (an older one) shows as written.
 */
const WRITTEN_BY_THE_SERVER = {
  'emulation.link': 'Made a link to open the portal as a user',
  'order.approve': 'Approved an order',
  'order.complete': 'Completed an order',
  'order.reject': 'Rejected an order',
  'card.issue': 'Issued a club card',
  'card.outcome': "Reported a card top-up's outcome",
  'support.reply': 'Replied in a support chat',
  'support.close': 'Closed a support chat',
  'support.reopen': 'Reopened a support chat',
  'review.decide': 'Decided on flagged scans',
  'content.create': 'Added a content item',
  'content.update': 'Changed a content item',
  'content.show': 'Showed a content item to members',
  'content.hide': 'Hid a content item from members',
  'content.import': 'Imported content items from a folder',
  'serials.import': 'Imported serial numbers',
  'staff.add': 'Added a staff account',
  'staff.access': "Changed a staff member's roles and regions",
  'staff.deactivate': 'Deactivated a staff account',
  'staff.reactivate': 'Reactivated a staff account',
  'staff.unlock': "Unlocked a staff member's sign-in",
  'maintenance.on': 'Switched maintenance on',
  'maintenance.off': 'Switched maintenance off',
  'company.recommend': 'Recommended a company',
  'company.unrecommend': "Withdrew a company's recommendation",
} as const;

/** English as the source writes it (no catalog loaded: Lingui shows the source message). */
const english = () => setupI18n({ locale: 'en', messages: { en: {} } });

const cell = (code: string) => {
  const i18n = english();
  return renderToStaticMarkup(<I18nProvider i18n={i18n}><AuditAction code={code} /></I18nProvider>);
};

describe('audit action labels', () => {
  it('the contract lists exactly the actions the server writes', () => {
    expect([...AUDIT_ACTIONS].sort()).toEqual(Object.keys(WRITTEN_BY_THE_SERVER).sort());
  });

  for (const [code, label] of Object.entries(WRITTEN_BY_THE_SERVER)) {
    it(`${code} reads "${label}", with its code under it`, () => {
      expect(auditActionLabel(english(), code)).toBe(label);
      const html = cell(code);
      expect(html).toContain(`<span>${label.replace("'", '&#x27;')}</span>`);
      expect(html).toContain(`<code class="staff-audit__code">${code}</code>`);
    });
  }

  it('an unknown or older code shows as itself, once', () => {
    expect(auditActionLabel(english(), 'staff.rename')).toBe('staff.rename');
    expect(auditActionLabel(english(), '')).toBe('');
    expect(cell('staff.rename')).toBe('<code>staff.rename</code>');
  });

  it("reads in the operator's language, from the console's catalog", async () => {
    const expected = {
      pl: { 'maintenance.on': 'Włączenie przerwy technicznej', 'staff.deactivate': 'Dezaktywacja konta pracownika', 'support.reply': 'Odpowiedź na czacie wsparcia' },
      cs: { 'maintenance.on': 'Zapnutí údržby', 'staff.deactivate': 'Deaktivace účtu pracovníka', 'support.reply': 'Odpověď v chatu podpory' },
      uk: { 'maintenance.on': 'Увімкнення технічних робіт', 'staff.deactivate': 'Деактивація облікового запису працівника', 'support.reply': 'Відповідь у чаті підтримки' },
    } as const;
    for (const [code, labels] of Object.entries(expected)) {
      const i18n = setupI18n();
      i18n.loadAndActivate({ locale: code, messages: (await staffCatalog(code as keyof typeof expected)).messages });
      for (const [action, label] of Object.entries(labels)) expect(`${code} ${action}: ${auditActionLabel(i18n, action)}`).toBe(`${code} ${action}: ${label}`);
      // The code itself is never translated.
      expect(auditActionLabel(i18n, 'staff.rename')).toBe('staff.rename');
    }
  });
});
