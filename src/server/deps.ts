import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { CardIssuer } from './providers/card-issuer';
import type { Logger, Mailer, SmsSender } from './providers/messages';
import type { PlacesProvider } from './providers/places';

/** Everything the app is assembled from (DESIGN rule 5). */
export interface AppDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  config: AppConfig;
  logger: Logger;
  /** The club card's issuer (providers/card-issuer.ts): the simulator unless a real one is configured. */
  cardIssuer: CardIssuer;
  /** Street lookup; absent when none is configured (the portal then takes typed streets). */
  places?: PlacesProvider;
}
