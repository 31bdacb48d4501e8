import { BigIntType, EntitySchema, JsonType } from '@mikro-orm/core';

/** The event a projection could not apply, and why: it waits on it (see Projector). */
export interface ProjectionFault {
  /** Global position of the event. */
  position: number;
  eventType: string;
  streamId: string;
  /** The error, on one line. */
  message: string;
  /** When it first failed on this event (ISO 8601). */
  since: string;
  /**
   * It failed while being rebuilt for its new version: it keeps the rows of the old one, and
   * tries the whole rebuild again, not the event alone.
   */
  rebuilding?: boolean;
}

/** How far a projection has read the global log, which version of its code wrote it, and its fault. */
export class ProjectionCheckpoint {
  name!: string;
  position!: number;
  version!: number;
  fault?: ProjectionFault | null;
}

export const ProjectionCheckpointSchema = new EntitySchema<ProjectionCheckpoint>({
  class: ProjectionCheckpoint,
  tableName: 'projection_checkpoints',
  properties: {
    name: { type: 'string', primary: true },
    position: { type: new BigIntType('number') },
    version: { type: 'integer' },
    fault: { type: JsonType, nullable: true },
  },
});
