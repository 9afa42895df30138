/**
 * Code names as a reader says them: state keys, event types, guard, action, actor and delay
 * names. Names already written as words ('verify code', 'is wrong code') stay as they are.
 */

/** `enterCode` → "enter code", `registrationNumber2` → "registration number 2", `CHANGE_EMAIL` → "change email". */
export function identifierWords(name: string): string {
  if (name.includes(' ')) return name;
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([a-zA-Z])/g, '$1 $2')
    .replace(/_+/g, ' ')
    .toLowerCase()
    .trim();
}

/** A state's name as a title: `enterCode` → "Enter code". */
export function stateTitle(key: string): string {
  const words = identifierWords(key);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Words of a guard reference: its name, with the values of its (object) parameters. */
export function guardWords(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return identifierWords(guard);
  if (typeof guard === 'function') return guard.name ? identifierWords(guard.name) : 'condition';
  if (typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    const values = params && typeof params === 'object' ? Object.values(params).flat().map((value) => identifierWords(String(value))) : [];
    return values.length > 0 ? `${identifierWords(type)} (${values.join(', ')})` : identifierWords(type);
  }
  return 'condition';
}

/** Mermaid ends a label at ";" or ":" and starts a comment at "#"; a quote would end a state's name. */
export function mermaidText(text: string): string {
  return text.replace(/[:;#"]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Text for one cell of a Markdown table. */
export function tableCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}
