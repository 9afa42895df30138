/** Street autocomplete for the registration address: /api/v2/places/streets (SPEC §7). */
import { Hono } from 'hono';
import { regionById } from '../../contract/regions';
import { StreetSearchQuery, type StreetSuggestion } from '../../contract/registration';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { queryParams } from '../http/validation';

export function placesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/streets', queryParams(StreetSearchQuery), async (c) => {
    const query = c.req.valid('query');
    const region = regionById(query.region_id);
    if (!deps.places || !region) return c.json<StreetSuggestion[]>([]);
    try {
      const suggestions = await deps.places.suggestStreets({
        text: query.q,
        country: region.country,
        language: query.lang ?? region.defaultLanguage,
      });
      return c.json(suggestions);
    } catch (error) {
      // The wizard falls back to the typed street, so a provider outage costs only the suggestions.
      deps.logger.warn(`Street lookup failed: ${error instanceof Error ? error.message : String(error)}`);
      return c.json<StreetSuggestion[]>([]);
    }
  });
}
