import { useId, type Ref } from 'react';
import { contactTexts } from './contact.texts';
import { contactTemplates, type ContactTemplateId } from './contactTemplates';
import { templateIcons } from './templateIcons';

const t = contactTexts.templates;

interface TemplatePickerProps {
  selected: ContactTemplateId;
  onChoose: (id: ContactTemplateId) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The five query templates as cards. Buttons rather than radios: choosing one (other than
 * custom) hides the grid, which must not happen while arrowing through a radio group.
 */
export function TemplatePicker({ selected, onChoose, ref }: TemplatePickerProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <div ref={ref} className="contact-templates" role="group" aria-labelledby={titleId} aria-describedby={hintId}>
      <h2 id={titleId} className="contact-section-title">
        {t.title}
      </h2>
      <p id={hintId} className="contact-templates__hint">
        {t.hint}
      </p>
      <ul className="contact-templates__grid">
        {contactTemplates.map((template) => {
          const Icon = templateIcons[template.id];
          return (
            <li key={template.id}>
              <button
                type="button"
                className="template-card"
                data-template={template.id}
                aria-pressed={selected === template.id}
                onClick={() => onChoose(template.id)}
              >
                <span className="template-card__icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="template-card__title">{template.title}</span>
                <span className="template-card__description">{template.description}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
