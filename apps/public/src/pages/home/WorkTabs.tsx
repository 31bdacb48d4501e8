import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { homeTexts } from './home.texts';
import {
  CaseIcon,
  ChargerIcon,
  GamepadIcon,
  GlassIcon,
  HeadphonesIcon,
  LaptopIcon,
  MemoryIcon,
  PhoneIcon,
  PowerBankIcon,
  SpeakerIcon,
  TabletIcon,
  TvIcon,
} from './homeIcons';
import { tabIndexForKey } from './tabKeys';
import { workTabs, type WorkIcon } from './workItems';

const icons: Record<WorkIcon, typeof CaseIcon> = {
  case: CaseIcon,
  glass: GlassIcon,
  charger: ChargerIcon,
  powerBank: PowerBankIcon,
  headphones: HeadphonesIcon,
  memory: MemoryIcon,
  phone: PhoneIcon,
  tablet: TabletIcon,
  laptop: LaptopIcon,
  gamepad: GamepadIcon,
  speaker: SpeakerIcon,
  tv: TvIcon,
};

/**
 * What the shop sells and what it repairs, as two tabs (WAI-ARIA tabs, automatic
 * activation): one tab stop, the arrow keys move between tabs, Home and End jump.
 */
export function WorkTabs() {
  const t = homeTexts.work;
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexForKey(event.key, selected, workTabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="section section--muted" aria-labelledby="work-title">
      <div className="container">
        <div className="section__head">
          <h2 id="work-title" className="section__title">
            {t.title}
          </h2>
          <p className="section__intro">{t.intro}</p>
        </div>

        <div className="work-tabs" role="tablist" aria-label={t.tabsLabel} onKeyDown={onKeyDown}>
          {workTabs.map((tab, i) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              className="work-tabs__tab"
              aria-selected={i === selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={i === selected ? 0 : -1}
              onClick={() => setSelected(i)}
            >
              {tab.label}
            </button>
          ))}
        </div>

        {workTabs.map((tab, i) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            className="work-panel"
            hidden={i !== selected}
            tabIndex={0}
          >
            <p className="work-panel__summary">{tab.summary}</p>
            <ul className="work-grid">
              {tab.items.map((item) => {
                const Icon = icons[item.icon];
                return (
                  <li key={item.title} className="work-item">
                    <span className="work-item__icon">
                      <Icon />
                    </span>
                    <div>
                      <h3 className="work-item__title">{item.title}</h3>
                      <p className="work-item__text">{item.text}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
