import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../src/contract/config';
import { parseRegionPhone } from '../../src/contract/phone';
import { CLUB_REGIONS, REGION_IDS, REGIONS, regionById } from '../../src/contract/regions';
import { REGIONAL_DATA } from '../../src/server/reference/regional-data';
import type { RegionReference, Translated } from '../../src/server/reference/types';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/;
const clubRegionIds = new Set(CLUB_REGIONS.map((r) => r.id));

function referenceOf(regionId: number): RegionReference {
  const reference = REGIONAL_DATA.find((r) => r.regionId === regionId);
  if (!reference) throw new Error(`no reference data for region ${regionId}`);
  return reference;
}

function allCompanyTypes() {
  return REGIONAL_DATA.flatMap((region) => region.settings.company_types.map((type) => ({ region, type })));
}

describe('regional reference data', () => {
  it('has exactly one entry for every region of the contract', () => {
    const ids = REGIONAL_DATA.map((r) => r.regionId);
    expect(ids).toEqual(REGIONS.map((r) => r.id));
    expect(ids).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
  });

  it('gives company types globally unique ids', () => {
    const ids = allCompanyTypes().map(({ type }) => type.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes every company type text in English and in the region language', () => {
    for (const { region, type } of allCompanyTypes()) {
      const local = regionById(region.regionId)?.defaultLanguage as keyof Translated;
      const texts: Translated[] = [type.name, type.disclaimer, type.declaration];
      for (const text of texts) {
        expect(text.en.trim(), `type ${type.id}`).not.toBe('');
        expect(text[local]?.trim(), `type ${type.id} in ${local}`).toBeTruthy();
      }
    }
  });

  it('gives every club region a footer with https links and a contact e-mail on its own domain', () => {
    for (const region of CLUB_REGIONS) {
      const footer = referenceOf(region.id).footer;
      expect(footer, region.slug).not.toBeNull();
      if (!footer) continue;
      expect(v.is(Footer, footer)).toBe(true);
      const urls = [
        footer.terms_url, footer.decor_terms_url, footer.commercial_rules_url, footer.return_policy_url,
        footer.whistleblower_url, footer.chat_support_url, ...footer.social.map((s) => s.url),
      ];
      for (const url of urls) expect(new URL(url).protocol, url).toBe('https:');
      expect(new URL(footer.terms_url).hostname).toBe(`installerclub.${region.hostSuffix}`);
      // The decor programme has terms of its own (SPEC §6), on the same regional site.
      expect(new URL(footer.decor_terms_url).hostname).toBe(`installerclub.${region.hostSuffix}`);
      expect(footer.decor_terms_url).not.toBe(footer.terms_url);
      expect(footer.email).toMatch(EMAIL_SHAPE);
      expect(footer.email.endsWith(`@installerclub.${region.hostSuffix}`)).toBe(true);
      expect(footer.address.trim().length).toBeGreaterThan(10);
      expect(footer.social.length).toBeGreaterThan(0);
    }
  });

  it('gives every office a phone number valid in its own country', () => {
    for (const region of CLUB_REGIONS) {
      const phone = referenceOf(region.id).footer?.phone ?? '';
      expect(parseRegionPhone(phone, region.id), `${region.slug}: ${phone}`).not.toBeNull();
    }
  });

  it('keeps the regions without a club bare', () => {
    for (const reference of REGIONAL_DATA.filter((r) => !clubRegionIds.has(r.regionId))) {
      expect(reference.footer).toBeNull();
      expect(reference.settings.company_types).toEqual([]);
      expect(reference.settings.company_type_state).toBe(0);
      expect(reference.settings.flags.club_card).toBe(false);
    }
  });

  it('offers the club card in Poland only', () => {
    const withCard = REGIONAL_DATA.filter((r) => r.settings.flags.club_card).map((r) => r.regionId);
    expect(withCard).toEqual([REGION_IDS.poland]);
  });

  it('configures company numbers consistently', () => {
    for (const { regionId, settings } of REGIONAL_DATA) {
      const { vat_field, company_id_field, required_numbers, number_labels } = settings;
      if (vat_field !== 0) expect(vat_field, `region ${regionId}`).not.toBe(company_id_field);
      const configured = new Set([vat_field, company_id_field].filter((field) => field !== 0));
      // A required number must be a field the region actually collects.
      if (required_numbers & 1) expect(configured.has(1), `region ${regionId}`).toBe(true);
      if (required_numbers & 2) expect(configured.has(2), `region ${regionId}`).toBe(true);
      if (configured.has(1)) expect(number_labels.registration_number.trim()).not.toBe('');
      if (configured.has(2)) expect(number_labels.registration_number_2.trim()).not.toBe('');
    }
  });

  it('lists company types exactly where the region asks for one', () => {
    for (const { regionId, settings } of REGIONAL_DATA) {
      expect(settings.company_types.length > 0, `region ${regionId}`).toBe(settings.company_type_state !== 0);
    }
  });

  it('grants welcome points everywhere and varies them by region', () => {
    const points = REGIONAL_DATA.map((r) => r.welcomePoints);
    for (const value of points) expect(value).toBeGreaterThan(0);
    expect(new Set(points).size).toBeGreaterThan(1);
  });

  describe('Czechia, where the demo owner walks every onboarding step', () => {
    const czechia = referenceOf(REGION_IDS.czechia);

    it('requires a company type and the IČO, with the DIČ optional', () => {
      const { settings } = czechia;
      expect(settings.company_type_state).toBe(2);
      expect(settings.required_numbers).toBe(1);
      expect(settings.company_id_field).toBe(1);
      expect(settings.vat_field).toBe(2);
      expect(settings.number_labels).toEqual({ registration_number: 'IČO', registration_number_2: 'DIČ' });
    });

    it('has a type requiring both disclaimer and declaration and a type asking neither', () => {
      const types = czechia.settings.company_types;
      expect(types.some((t) => t.disclaimer_state === 2 && t.declaration_state === 2)).toBe(true);
      expect(types.some((t) => t.disclaimer_state === 0 && t.declaration_state === 0)).toBe(true);
    });
  });
});
