/** The machines an analyst can walk, by page name; the others show walk mode as not available yet. */
import type { AnyWalkTable } from '../walk-table';
import { checkoutWalk } from './checkout';
import { loginWalk } from './login';
import { maintenanceWalk } from './maintenance';
import { sessionWalk } from './session';
import { topUpWalk } from './top-up';

export const WALK_TABLES: Partial<Record<string, AnyWalkTable>> = {
  'checkout-machine': checkoutWalk,
  'login-machine': loginWalk,
  'maintenance-machine': maintenanceWalk,
  'session-machine': sessionWalk,
  'top-up-machine': topUpWalk,
};
