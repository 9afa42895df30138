import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditEntryView } from '../../contract/staff';
import { isStaffRole } from '../../contract/staff-permissions';
import { countryName } from '../features/registration/country-names';
import { ROLE_NAMES } from './desks';

/** The details' keys as the log reads them; a key not named here shows as written. */
const DETAIL_LABELS: Record<string, MessageDescriptor> = {
  staff_member_id: msg`Staff account`,
  roles: msg`Roles`,
  regions: msg`Regions`,
  roles_before: msg`Roles before`,
  regions_before: msg`Regions before`,
  previous_level: msg`Lock level before`,
  order: msg`Order`,
  ticket_uuid: msg`Conversation`,
  message_uuid: msg`Message`,
};

const EVERY_REGION = msg`Every region`;

function valueText(i18n: I18n, key: string, value: unknown): string {
  if (Array.isArray(value) && key.startsWith('regions')) return value.length === 0 ? i18n._(EVERY_REGION) : value.map((id) => countryName(i18n, Number(id))).join(', ');
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' && isStaffRole(item) ? i18n._(ROLE_NAMES[item]) : String(item))).join(', ');
  if (value === null || typeof value !== 'object') return String(value);
  return JSON.stringify(value);
}

/** An entry's details as label and value pairs, the staff account by name rather than by id. */
export function auditDetails(i18n: I18n, entry: AuditEntryView): { label: string; value: string }[] {
  return Object.entries(entry.details).map(([key, value]) => {
    const label = DETAIL_LABELS[key];
    const shown = key === 'staff_member_id' && entry.staff_member ? `${entry.staff_member.name} (${entry.staff_member.email})` : valueText(i18n, key, value);
    return { label: label ? i18n._(label) : key, value: shown };
  });
}
