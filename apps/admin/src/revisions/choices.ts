import { REVISION_MOTIVES, REVISION_STATUSES, revisionMotiveLabels, revisionStatusLabels } from '@taller/domain';

/** Every revision status, labelled in Spanish by the domain (the list's filter). */
export const statusChoices = REVISION_STATUSES.map((id) => ({ id, name: revisionStatusLabels[id] }));

/** The statuses the edit form may set: archiving has its own buttons. */
export const editableStatusChoices = statusChoices.filter((choice) => choice.id !== 'archived');

/** The spec's motives (diagnostico, problema_hardware, …) by their Spanish labels. */
export const motiveChoices = REVISION_MOTIVES.map((id) => ({ id, name: revisionMotiveLabels[id] }));
