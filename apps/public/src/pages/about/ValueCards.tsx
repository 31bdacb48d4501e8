import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../ui/icons';
import { aboutTexts, type ValueId } from './about.texts';
import { valueIcons } from './valueIcons';

const t = aboutTexts.values;

/** The five values as cards that open to show their full text; several may be open at once. */
export function ValueCards() {
  const [open, setOpen] = useState<ReadonlySet<ValueId>>(new Set());
  const baseId = useId();

  const toggle = (id: ValueId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className="value-cards">
      {t.items.map((value) => {
        const expanded = open.has(value.id);
        const panelId = `${baseId}-${value.id}`;
        const Icon = valueIcons[value.id];
        return (
          <li key={value.id} className={`value-card${expanded ? ' is-open' : ''}`}>
            <h3 className="value-card__heading">
              <button
                type="button"
                className="value-card__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(value.id)}
              >
                <span className="value-card__icon">
                  <Icon />
                </span>
                <span className="value-card__titles">
                  <span className="value-card__title">{value.title}</span>
                  <span className="value-card__summary">{value.summary}</span>
                </span>
                <ChevronDownIcon className="value-card__chevron" />
              </button>
            </h3>
            <div id={panelId} className="value-card__panel" hidden={!expanded}>
              <p>{value.details}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
