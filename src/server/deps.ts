import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Metrics } from './metrics';
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
  /** Whether the instance is stopping (main.ts's graceful stop): the readiness probe then answers 503. */
  stopping?: () => boolean;
  /** The instance's metrics (main.ts shares them with its background jobs); absent: the app keeps its own. */
  metrics?: Metrics;
  /** Street lookup; absent when none is configured (the portal then takes typed streets). */
  places?: PlacesProvider;
}
