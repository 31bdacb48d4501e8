import {
  REVISION_LIST_STATUSES,
  REVISION_MOTIVES,
  REVISION_STATUSES,
  revisionListStatusLabels,
  revisionMotiveLabels,
  revisionStatusLabels,
} from '@taller/domain';

/** Every revision status, labelled in Spanish by the domain (the list's filter). */
export const statusChoices = REVISION_STATUSES.map((id) => ({ id, name: revisionStatusLabels[id] }));

/** The list's filter: every status, and 'Convertida en reparación' (no longer open work). */
export const listStatusChoices = REVISION_LIST_STATUSES.map((id) => ({ id, name: revisionListStatusLabels[id] }));

/** The statuses the edit form may set: archiving has its own buttons. */
export const editableStatusChoices = statusChoices.filter((choice) => choice.id !== 'archived');

/** The spec's motives (diagnostico, problema_hardware, …) by their Spanish labels. */
export const motiveChoices = REVISION_MOTIVES.map((id) => ({ id, name: revisionMotiveLabels[id] }));
