/** The maintenance flag of SPEC §2, kept in session storage for this tab. */
const MAINTENANCE_KEY = 'maintenance';

export function hasMaintenanceFlag(): boolean {
  return sessionStorage.getItem(MAINTENANCE_KEY) === '1';
}

export function setMaintenanceFlag(): void {
  sessionStorage.setItem(MAINTENANCE_KEY, '1');
}

export function clearMaintenanceFlag(): void {
  sessionStorage.removeItem(MAINTENANCE_KEY);
}
