import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  /** Id of the tab shown; the caller (a machine or the URL) owns the choice. */
  selected: string;
  onSelect: (id: string) => void;
}

const STEP_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the list, arrow keys,
 * Home and End move between tabs and show their panels.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const baseId = useId();
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP_KEYS[event.key];
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    if (!step || index < 0) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)];
    if (!next) return;
    onSelect(next.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${CSS.escape(next.id)}"]`)?.focus();
  };
  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              data-tab={tab.id}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className="ui-tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current.id}`} tabIndex={0} className="ui-tabs__panel">
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
