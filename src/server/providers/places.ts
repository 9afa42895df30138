/**
 * Street lookup for the registration address (SPEC §7: a places service restricted to routes
 * and the region). Without a configured provider the server suggests nothing and the portal
 * offers the typed text instead.
 */
import * as v from 'valibot';
import { StreetSuggestions, type StreetSuggestion } from '../../contract/registration';

export interface StreetQuery {
  /** What the person typed so far. */
  text: string;
  /** ISO 3166-1 alpha-2 code of the region's country ("PL"): suggestions stay inside it. */
  country: string;
  /** Interface language for the names, when the provider localises them. */
  language: string;
}

export interface PlacesProvider {
  suggestStreets(query: StreetQuery): Promise<StreetSuggestion[]>;
}

export const MAX_STREET_SUGGESTIONS = 8;

/**
 * A generic HTTP provider (PLACES_URL, PLACES_API_KEY): GET PLACES_URL?q=&country=&lang=&limit=
 * with `Authorization: Bearer PLACES_API_KEY` when set, answering a JSON array of
 * `{ id, street, city, postal_code, label }` (the contract's StreetSuggestion). A thin adapter in
 * front of any geocoder (Google Places, Nominatim, Photon...) speaks this shape.
 */
export function createHttpPlacesProvider(url: string, apiKey: string | null, fetchImpl: typeof fetch = fetch): PlacesProvider {
  return {
    async suggestStreets(query) {
      const target = new URL(url);
      target.searchParams.set('q', query.text);
      target.searchParams.set('country', query.country);
      target.searchParams.set('lang', query.language);
      target.searchParams.set('limit', String(MAX_STREET_SUGGESTIONS));
      const response = await fetchImpl(target, {
        headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`Places provider answered ${response.status}`);
      const parsed = v.safeParse(StreetSuggestions, await response.json());
      if (!parsed.success) throw new Error('Places provider answered an unexpected shape');
      return parsed.output.slice(0, MAX_STREET_SUGGESTIONS);
    },
  };
}
